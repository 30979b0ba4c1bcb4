import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '../../../../shared/api-paths.ts';
import { TestEmailQueuedSchema } from '../../../../shared/admin/mail.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** `POST /api/admin/test-email` without a body: the test mail goes to the signed-in admin. */
export const sendTestEmail = () =>
  apiRequest(apiPath('adminTestEmail'), TestEmailQueuedSchema, { method: 'POST' });

export function useSendTestEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendTestEmail,
    onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'mail'] }),
  });
}
