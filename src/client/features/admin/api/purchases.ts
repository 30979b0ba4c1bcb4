import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath, withQuery } from '../../../../shared/api-paths.ts';
import { PurchasesDashboardSchema } from '../../../../shared/admin/purchases.ts';
import { apiRequest } from '../../../lib/api-client.ts';

const POLL_MS = 5_000;

export const getPurchases = () =>
  apiRequest(withQuery(apiPath('adminPurchases'), { limit: 50 }), PurchasesDashboardSchema);

/** Every 5 s while the page is visible (TanStack pauses intervals in a hidden tab). */
export const purchasesQuery = () =>
  queryOptions({
    queryKey: ['admin', 'purchases'],
    queryFn: getPurchases,
    refetchInterval: POLL_MS,
    refetchIntervalInBackground: false,
  });

export function usePurchases() {
  return useQuery(purchasesQuery());
}
