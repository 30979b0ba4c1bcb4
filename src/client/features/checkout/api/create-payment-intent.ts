import { useMutation } from '@tanstack/react-query';
import { apiPath } from '../../../../shared/api-paths.ts';
import type { CreatePaymentIntentRequest } from '../../../../shared/checkout.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { checkoutSchemaCheck } from './checkout-schemas.ts';

export const createPaymentIntent = (body: CreatePaymentIntentRequest) =>
  apiRequest(
    apiPath('createPaymentIntent'),
    checkoutSchemaCheck((schemas) => schemas.CreatePaymentIntentResponseSchema),
    { method: 'POST', body },
  );

export function useCreatePaymentIntent() {
  return useMutation({ mutationFn: createPaymentIntent });
}
