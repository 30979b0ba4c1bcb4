import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '../../../../shared/api-paths.ts';
import {
  OrderRefundedSchema,
  type RefundOrderRequest,
} from '../../../../shared/admin/order-actions.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const refundOrder = ({ orderId, ...body }: RefundOrderRequest & { orderId: number }) =>
  apiRequest(apiPath('adminOrderRefund', { id: orderId }), OrderRefundedSchema, {
    method: 'POST',
    body,
  });

/**
 * Refunds a part of what is left or all of it through the payment provider, and tells the
 * buyer; the last cent ends the order's links.
 */
export function useRefundOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: refundOrder,
    onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
