import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '../../../../shared/api-paths.ts';
import { MessageThreadSchema } from '../../../../shared/admin/message-thread.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const messageThreadQuery = (id: number) =>
  queryOptions({
    queryKey: ['admin', 'message', id],
    queryFn: () => apiRequest(apiPath('adminMessage', { id }), MessageThreadSchema),
  });

export function useMessageThread(id: number) {
  return useQuery(messageThreadQuery(id));
}

export const sendReply = ({ id, body }: { id: number; body: string }) =>
  apiRequest(apiPath('adminMessageReply', { id }), MessageThreadSchema, {
    method: 'POST',
    body: { body },
  });

export function useSendReply() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendReply,
    onSuccess: (thread) => client.setQueryData(['admin', 'message', thread.message.id], thread),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
