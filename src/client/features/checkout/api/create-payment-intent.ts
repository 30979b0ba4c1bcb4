import { useMutation } from '@tanstack/react-query';
import { apiPath } from '../../../../shared/api-paths.ts';
import {
  type CreatePaymentIntentRequest,
  CreatePaymentIntentResponseSchema,
} from '../../../../shared/checkout.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const createPaymentIntent = (body: CreatePaymentIntentRequest) =>
  apiRequest(apiPath('createPaymentIntent'), CreatePaymentIntentResponseSchema, {
    method: 'POST',
    body,
  });

export function useCreatePaymentIntent() {
  return useMutation({ mutationFn: createPaymentIntent });
}
