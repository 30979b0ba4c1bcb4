import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '../../../../shared/api-paths.ts';
import { AdminMessageSchema } from '../../../../shared/admin/messages.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const markResponded = ({ id, responded }: { id: number; responded: boolean }) =>
  apiRequest(apiPath('adminMessageResponded', { id }), AdminMessageSchema, {
    method: 'POST',
    body: { responded },
  });

export function useMarkResponded() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markResponded,
    onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
