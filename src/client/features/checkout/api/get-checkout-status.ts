import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckoutStatus } from '../../../../shared/checkout.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const getCheckoutStatus = () => apiRequest<CheckoutStatus>('/api/checkout/status');

export const checkoutStatusQuery = () =>
  queryOptions({ queryKey: ['checkout-status'], queryFn: getCheckoutStatus });

export function useCheckoutStatus() {
  return useQuery(checkoutStatusQuery());
}
