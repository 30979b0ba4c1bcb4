import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath, withQuery } from '../../../../shared/api-paths.ts';
import { CheckoutStatusSchema } from '../../../../shared/checkout.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** The price and availability of the bot, or of an art piece (`artCollectionId`). */
export const getCheckoutStatus = (artCollectionId?: number) =>
  apiRequest(withQuery(apiPath('checkoutStatus'), { art: artCollectionId }), CheckoutStatusSchema);

export const checkoutStatusQuery = (artCollectionId?: number) =>
  queryOptions({
    queryKey: ['checkout-status', artCollectionId ?? 'bot'],
    queryFn: () => getCheckoutStatus(artCollectionId),
  });

export function useCheckoutStatus(artCollectionId?: number) {
  return useQuery(checkoutStatusQuery(artCollectionId));
}
