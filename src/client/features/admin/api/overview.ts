import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath } from '../../../../shared/api-paths.ts';
import { AdminOverviewSchema } from '../../../../shared/admin/overview.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const getOverview = () => apiRequest(apiPath('adminOverview'), AdminOverviewSchema);

export const overviewQuery = () =>
  queryOptions({ queryKey: ['admin', 'overview'], queryFn: getOverview });

export function useOverview() {
  return useQuery(overviewQuery());
}
