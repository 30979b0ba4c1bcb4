import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOverview } from '../../../../shared/admin/overview.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const getOverview = () => apiRequest<AdminOverview>('/api/admin/overview');

export const overviewQuery = () =>
  queryOptions({ queryKey: ['admin', 'overview'], queryFn: getOverview });

export function useOverview() {
  return useQuery(overviewQuery());
}
