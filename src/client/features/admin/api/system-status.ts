import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath } from '../../../../shared/api-paths.ts';
import { SystemStatusSchema } from '../../../../shared/admin/system-status.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const getSystemStatus = () => apiRequest(apiPath('adminSystemStatus'), SystemStatusSchema);

export const systemStatusQuery = () =>
  queryOptions({ queryKey: ['admin', 'system-status'], queryFn: getSystemStatus });

export function useSystemStatus() {
  return useQuery(systemStatusQuery());
}
