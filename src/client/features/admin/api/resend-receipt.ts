import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DownloadLinkMailed } from '../../../../shared/admin/order-actions.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const resendReceipt = (orderId: number) =>
  apiRequest<DownloadLinkMailed>(`/api/admin/orders/${orderId}/resend-receipt`, {
    method: 'POST',
  });

/** Mails the receipt again (its link replaces the current one, same allowance). */
export function useResendReceipt() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resendReceipt,
    onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
