import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentEventList } from '../../../../shared/admin/payment-events.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const getUnmatchedPaymentEvents = () =>
  apiRequest<PaymentEventList>('/api/admin/payment-events?unmatched=true&limit=20');

export const unmatchedPaymentEventsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'payment-events', 'unmatched'],
    queryFn: getUnmatchedPaymentEvents,
  });

export function useUnmatchedPaymentEvents() {
  return useQuery(unmatchedPaymentEventsQuery());
}
