import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath } from '../../../../shared/api-paths.ts';
import { OrderListSchema, type OrderSearchQuery } from '../../../../shared/admin/orders.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export type OrderFilters = Partial<
  Pick<OrderSearchQuery, 'q' | 'status' | 'from' | 'to' | 'limit'>
>;

/** The search as a query string, without empty values (shared by the list and the CSV link). */
export function orderSearchParams(filters: OrderFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const getOrders = (filters: OrderFilters) =>
  apiRequest(`${apiPath('adminOrders')}${orderSearchParams(filters)}`, OrderListSchema);

export const ordersQuery = (filters: OrderFilters) =>
  queryOptions({ queryKey: ['admin', 'orders', filters], queryFn: () => getOrders(filters) });

export function useOrders(filters: OrderFilters) {
  return useQuery({ ...ordersQuery(filters), placeholderData: keepPreviousData });
}

export const orderCsvUrl = (filters: OrderFilters) =>
  `${apiPath('adminOrdersExport')}${orderSearchParams({ ...filters, limit: undefined })}`;
