import { useMutation, useQueryClient } from '@tanstack/react-query';
import { idempotencyKeyHeader } from '../../../../shared/admin/idempotency.ts';
import { apiPath } from '../../../../shared/api-paths.ts';
import { DownloadLinkMailedSchema } from '../../../../shared/admin/order-actions.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import type { ConfirmedOrderAction } from './resend-receipt.ts';

export const sendFreshLink = ({ orderId, confirmationKey }: ConfirmedOrderAction) =>
  apiRequest(apiPath('adminOrderFreshLink', { id: orderId }), DownloadLinkMailedSchema, {
    method: 'POST',
    headers: { [idempotencyKeyHeader]: confirmationKey },
  });

/** A new link with the full allowance, mailed to the buyer; earlier links stop working. */
export function useSendFreshLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendFreshLink,
    onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
