import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OutboxMail } from '../../../../shared/admin/mail.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const retryMail = (id: number) =>
  apiRequest<{ mail: OutboxMail }>(`/api/admin/mail/${id}/retry`, { method: 'POST' });

export function useRetryMail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: retryMail,
    onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
