import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OutboxList, OutboxStatus } from '../../../../shared/admin/mail.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const getOutbox = (status?: OutboxStatus) =>
  apiRequest<OutboxList>(`/api/admin/mail?limit=20${status ? `&status=${status}` : ''}`);

export const outboxQuery = (status?: OutboxStatus) =>
  queryOptions({
    queryKey: ['admin', 'mail', status ?? 'all'],
    queryFn: () => getOutbox(status),
  });

export function useOutbox(status?: OutboxStatus) {
  return useQuery(outboxQuery(status));
}
