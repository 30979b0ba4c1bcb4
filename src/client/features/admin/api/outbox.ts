import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath, withQuery } from '../../../../shared/api-paths.ts';
import { OutboxListSchema, type OutboxStatus } from '../../../../shared/admin/mail.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const getOutbox = (status?: OutboxStatus) =>
  apiRequest(withQuery(apiPath('adminMail'), { limit: 20, status }), OutboxListSchema);

export const outboxQuery = (status?: OutboxStatus) =>
  queryOptions({
    queryKey: ['admin', 'mail', status ?? 'all'],
    queryFn: () => getOutbox(status),
  });

export function useOutbox(status?: OutboxStatus) {
  return useQuery(outboxQuery(status));
}
