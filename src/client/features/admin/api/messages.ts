import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MessageList } from '../../../../shared/admin/messages.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const getMessages = (limit: number) =>
  apiRequest<MessageList>(`/api/admin/messages?limit=${limit}`);

export const messagesQuery = (limit: number) =>
  queryOptions({ queryKey: ['admin', 'messages', limit], queryFn: () => getMessages(limit) });

export function useMessages(limit = 10) {
  return useQuery(messagesQuery(limit));
}
