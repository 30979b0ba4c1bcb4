import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '../../../../shared/api-paths.ts';
import { RetriedMailSchema } from '../../../../shared/admin/mail.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const retryMail = (id: number) =>
  apiRequest(apiPath('adminMailRetry', { id }), RetriedMailSchema, { method: 'POST' });

export function useRetryMail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: retryMail,
    onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
