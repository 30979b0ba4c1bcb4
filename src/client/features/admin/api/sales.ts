import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath, withQuery } from '../../../../shared/api-paths.ts';
import { type SalesQuery, SalesReportSchema } from '../../../../shared/admin/sales.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export type SalesFilters = Partial<SalesQuery>;

export const getSales = (filters: SalesFilters) =>
  apiRequest(withQuery(apiPath('adminSales'), filters), SalesReportSchema);

export function useSales(filters: SalesFilters) {
  return useQuery({
    ...queryOptions({ queryKey: ['admin', 'sales', filters], queryFn: () => getSales(filters) }),
    placeholderData: keepPreviousData,
  });
}
