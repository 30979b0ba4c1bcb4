import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath, withQuery } from '../../../../shared/api-paths.ts';
import { MessageListSchema } from '../../../../shared/admin/messages.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const getMessages = (limit: number) =>
  apiRequest(withQuery(apiPath('adminMessages'), { limit }), MessageListSchema);

export const messagesQuery = (limit: number) =>
  queryOptions({ queryKey: ['admin', 'messages', limit], queryFn: () => getMessages(limit) });

export function useMessages(limit = 10) {
  return useQuery(messagesQuery(limit));
}
