import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath, withQuery } from '../../../../shared/api-paths.ts';
import { CheckoutStatusSchema } from '../../../../shared/checkout.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * The price and availability of the bot, or of an art piece (`artCollectionId`); with a discount
 * `code`, the price after it (or the code's refusal, as the error).
 */
export const getCheckoutStatus = (artCollectionId?: number, code?: string) =>
  apiRequest(
    withQuery(apiPath('checkoutStatus'), { art: artCollectionId, code }),
    CheckoutStatusSchema,
  );

export const checkoutStatusQuery = (artCollectionId?: number, code?: string) =>
  queryOptions({
    queryKey: ['checkout-status', artCollectionId ?? 'bot', code ?? null],
    queryFn: () => getCheckoutStatus(artCollectionId, code),
  });

export function useCheckoutStatus(artCollectionId?: number) {
  return useQuery(checkoutStatusQuery(artCollectionId));
}

/** The price with a discount code; idle while there is none. */
export function useDiscountedStatus(artCollectionId: number | undefined, code: string | undefined) {
  return useQuery({
    ...checkoutStatusQuery(artCollectionId, code),
    enabled: code !== undefined,
  });
}
