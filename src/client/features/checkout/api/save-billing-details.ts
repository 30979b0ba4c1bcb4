import { apiPath } from '../../../../shared/api-paths.ts';
import {
  type BillingDetailsInput,
  BillingDetailsResponseSchema,
} from '../../../../shared/invoices.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** Saves the billing details the order's invoice prints; answers what was saved. */
export async function saveBillingDetails(token: string, input: BillingDetailsInput) {
  const { billing } = await apiRequest(
    apiPath('orderBilling', { token }),
    BillingDetailsResponseSchema,
    { method: 'POST', body: input },
  );
  return billing;
}
