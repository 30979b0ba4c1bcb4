import { useMutation } from '@tanstack/react-query';
import type {
  CreatePaymentIntentRequest,
  CreatePaymentIntentResponse,
} from '../../../../shared/checkout.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const createPaymentIntent = (body: CreatePaymentIntentRequest) =>
  apiRequest<CreatePaymentIntentResponse>('/api/create-payment-intent', { method: 'POST', body });

export function useCreatePaymentIntent() {
  return useMutation({ mutationFn: createPaymentIntent });
}
