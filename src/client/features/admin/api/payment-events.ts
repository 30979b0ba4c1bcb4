import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath, withQuery } from '../../../../shared/api-paths.ts';
import { PaymentEventListSchema } from '../../../../shared/admin/payment-events.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const getUnmatchedPaymentEvents = () =>
  apiRequest(
    withQuery(apiPath('adminPaymentEvents'), { unmatched: true, limit: 20 }),
    PaymentEventListSchema,
  );

export const unmatchedPaymentEventsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'payment-events', 'unmatched'],
    queryFn: getUnmatchedPaymentEvents,
  });

export function useUnmatchedPaymentEvents() {
  return useQuery(unmatchedPaymentEventsQuery());
}
