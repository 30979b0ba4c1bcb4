import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath, withQuery } from '../../../../shared/api-paths.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { nextTask } from '../../../lib/next-task.ts';
import { checkoutSchemaCheck } from './checkout-schemas.ts';
import type { TaxLocationInput } from '../../../../shared/tax-rules.ts';

/**
 * The price and availability of the bot, or of an art piece (`artCollectionId`); with a discount
 * `code`, the price after it (or the code's refusal, as the error).
 */
export const getCheckoutStatus = (
  artCollectionId?: number,
  code?: string,
  location?: TaxLocationInput,
) =>
  apiRequest(
    withQuery(apiPath('checkoutStatus'), {
      art: artCollectionId,
      code,
      country: location?.billingCountry,
      postalCode: location?.billingPostalCode,
      vatNumber: location?.vatNumber,
    }),
    checkoutSchemaCheck((schemas) => schemas.CheckoutStatusSchema),
  );

export const checkoutStatusQuery = (artCollectionId?: number) =>
  queryOptions({
    queryKey: ['checkout-status', artCollectionId ?? 'bot'],
    // Asked for as the checkout hydrates, inside React's commit, which runs in one piece: the
    // request and the start of the schemas' load go to a task of their own.
    queryFn: async () => {
      await nextTask();
      return getCheckoutStatus(artCollectionId);
    },
  });

export function useCheckoutStatus(artCollectionId?: number) {
  return useQuery(checkoutStatusQuery(artCollectionId));
}

/**
 * The price with a discount code; idle while there is none. Its own key, even without a code, so
 * it never reads (or reports the fetching of) the plain status.
 */
export function useDiscountedStatus(artCollectionId: number | undefined, code: string | undefined) {
  return useQuery({
    queryKey: ['checkout-status', artCollectionId ?? 'bot', 'code', code ?? null],
    queryFn: () => getCheckoutStatus(artCollectionId, code),
    enabled: code !== undefined,
  });
}

/**
 * With tax on: the price, tax and total for where the buyer is (and the code); idle until the
 * location passes the shop's own check, so a half-typed postal code asks nothing.
 */
export function useTaxedStatus(
  artCollectionId: number | undefined,
  code: string | undefined,
  location: TaxLocationInput | undefined,
) {
  return useQuery({
    queryKey: ['checkout-status', artCollectionId ?? 'bot', 'tax', code ?? null, location ?? null],
    queryFn: () => getCheckoutStatus(artCollectionId, code, location),
    enabled: location !== undefined,
    retry: false,
  });
}
