import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath, withQuery } from '../../../../shared/api-paths.ts';
import {
  CustomerDetailSchema,
  type CustomerListQuery,
  CustomerListSchema,
} from '../../../../shared/admin/customers.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export type CustomerFilters = Partial<CustomerListQuery>;

export const getCustomers = (filters: CustomerFilters) =>
  apiRequest(withQuery(apiPath('adminCustomers'), filters), CustomerListSchema);

export function useCustomers(filters: CustomerFilters) {
  return useQuery({
    ...queryOptions({
      queryKey: ['admin', 'customers', filters],
      queryFn: () => getCustomers(filters),
    }),
    placeholderData: keepPreviousData,
  });
}

/** The CSV of the same search and sort, every page. */
export const customerCsvUrl = ({ q, sort }: CustomerFilters) =>
  withQuery(apiPath('adminCustomersExport'), { q, sort });

export const getCustomer = (email: string) =>
  apiRequest(apiPath('adminCustomer', { email }), CustomerDetailSchema);

export function useCustomer(email: string) {
  return useQuery(
    queryOptions({ queryKey: ['admin', 'customer', email], queryFn: () => getCustomer(email) }),
  );
}
