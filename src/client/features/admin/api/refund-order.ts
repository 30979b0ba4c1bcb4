import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '../../../../shared/api-paths.ts';
import { OrderRefundedSchema } from '../../../../shared/admin/order-actions.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const refundOrder = (orderId: number) =>
  apiRequest(apiPath('adminOrderRefund', { id: orderId }), OrderRefundedSchema, {
    method: 'POST',
  });

/** Refunds through the payment provider, revokes the links and tells the buyer. */
export function useRefundOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: refundOrder,
    onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
