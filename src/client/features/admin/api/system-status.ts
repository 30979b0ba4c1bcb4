import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SystemStatus } from '../../../../shared/admin/system-status.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const getSystemStatus = () => apiRequest<SystemStatus>('/api/admin/system-status');

export const systemStatusQuery = () =>
  queryOptions({ queryKey: ['admin', 'system-status'], queryFn: getSystemStatus });

export function useSystemStatus() {
  return useQuery(systemStatusQuery());
}
