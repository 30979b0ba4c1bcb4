import { useMutation, useQueryClient } from '@tanstack/react-query';
import { idempotencyKeyHeader } from '../../../../shared/admin/idempotency.ts';
import { apiPath } from '../../../../shared/api-paths.ts';
import { DownloadLinkMailedSchema } from '../../../../shared/admin/order-actions.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** An order action as one confirmation: repeats with the same key mail once. */
export interface ConfirmedOrderAction {
  orderId: number;
  confirmationKey: string;
}

export const resendReceipt = ({ orderId, confirmationKey }: ConfirmedOrderAction) =>
  apiRequest(apiPath('adminOrderResendReceipt', { id: orderId }), DownloadLinkMailedSchema, {
    method: 'POST',
    headers: { [idempotencyKeyHeader]: confirmationKey },
  });

/** Mails the receipt again (its link replaces the current one, same allowance). */
export function useResendReceipt() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resendReceipt,
    onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
