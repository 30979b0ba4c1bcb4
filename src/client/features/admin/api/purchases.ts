import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath, withQuery } from '../../../../shared/api-paths.ts';
import { PurchasesDashboardSchema } from '../../../../shared/admin/purchases.ts';
import { interfaceLimits } from '../../../../shared/site-config.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const getPurchases = () =>
  apiRequest(withQuery(apiPath('adminPurchases'), { limit: 50 }), PurchasesDashboardSchema);

/** Every few seconds while the page is visible (TanStack pauses intervals in a hidden tab). */
export const purchasesQuery = () =>
  queryOptions({
    queryKey: ['admin', 'purchases'],
    queryFn: getPurchases,
    refetchInterval: interfaceLimits.adminRefetchMs,
    refetchIntervalInBackground: false,
  });

export function usePurchases() {
  return useQuery(purchasesQuery());
}
