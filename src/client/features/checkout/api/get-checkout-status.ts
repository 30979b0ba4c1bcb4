import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath, withQuery } from '../../../../shared/api-paths.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { checkoutSchemaCheck } from './checkout-schemas.ts';

/** The price and availability of the bot, or of an art piece (`artCollectionId`). */
export const getCheckoutStatus = (artCollectionId?: number) =>
  apiRequest(
    withQuery(apiPath('checkoutStatus'), { art: artCollectionId }),
    checkoutSchemaCheck((schemas) => schemas.CheckoutStatusSchema),
  );

export const checkoutStatusQuery = (artCollectionId?: number) =>
  queryOptions({
    queryKey: ['checkout-status', artCollectionId ?? 'bot'],
    queryFn: () => getCheckoutStatus(artCollectionId),
  });

export function useCheckoutStatus(artCollectionId?: number) {
  return useQuery(checkoutStatusQuery(artCollectionId));
}
