import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditLog } from '../../../../shared/admin/audit-log.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const getAuditLog = () => apiRequest<AuditLog>('/api/admin/audit-log?limit=30');

export const auditLogQuery = () =>
  queryOptions({ queryKey: ['admin', 'audit-log'], queryFn: getAuditLog });

export function useAuditLog() {
  return useQuery(auditLogQuery());
}
