import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath, withQuery } from '../../../../shared/api-paths.ts';
import { AuditLogSchema } from '../../../../shared/admin/audit-log.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const getAuditLog = () =>
  apiRequest(withQuery(apiPath('adminAuditLog'), { limit: 30 }), AuditLogSchema);

export const auditLogQuery = () =>
  queryOptions({ queryKey: ['admin', 'audit-log'], queryFn: getAuditLog });

export function useAuditLog() {
  return useQuery(auditLogQuery());
}
