import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '../../../../shared/api-paths.ts';
import { OrderViewSchema } from '../../../../shared/order-view.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const getOrder = (token: string) => apiRequest(apiPath('order', { token }), OrderViewSchema);

const POLL_MS = 1_500;
export const MAX_ORDER_POLLS = 40;

/**
 * The thank-you page's order. While payment is still being confirmed it asks again every 1.5 s,
 * for about a minute; then the page falls back to the email notice.
 */
export const orderQuery = (token: string) =>
  queryOptions({
    queryKey: ['order', token],
    queryFn: () => getOrder(token),
    refetchInterval: (query) => {
      const order = query.state.data?.order;
      const settled = order?.download || order?.status === 'refunded' || query.state.error;
      return settled || query.state.dataUpdateCount >= MAX_ORDER_POLLS ? false : POLL_MS;
    },
  });

/** The order, and whether the page is still waiting for its payment to be confirmed. */
export function useOrder(token: string | null) {
  const options = orderQuery(token ?? '');
  const query = useQuery({ ...options, enabled: Boolean(token) });
  const updates = useQueryClient().getQueryState(options.queryKey)?.dataUpdateCount ?? 0;
  const view = query.data?.order;
  const confirming =
    Boolean(token) &&
    !query.isError &&
    (query.isPending || (view?.status === 'pending' && updates < MAX_ORDER_POLLS));
  return { ...query, confirming };
}
