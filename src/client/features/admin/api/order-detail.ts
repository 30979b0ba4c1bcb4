import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath } from '../../../../shared/api-paths.ts';
import { AdminOrderDetailSchema } from '../../../../shared/admin/order-detail.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const getOrderDetail = (id: number) =>
  apiRequest(apiPath('adminOrder', { id }), AdminOrderDetailSchema);

export const orderDetailQuery = (id: number) =>
  queryOptions({ queryKey: ['admin', 'order', id], queryFn: () => getOrderDetail(id) });

export function useOrderDetail(id: number) {
  return useQuery(orderDetailQuery(id));
}
