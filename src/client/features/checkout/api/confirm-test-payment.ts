import { useMutation } from '@tanstack/react-query';
import { apiPath } from '../../../../shared/api-paths.ts';
import {
  type TestCardPaymentRequest,
  TestCardPaymentResponseSchema,
} from '../../../../shared/checkout.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const confirmTestPayment = (body: TestCardPaymentRequest) =>
  apiRequest(apiPath('testPaymentConfirm'), TestCardPaymentResponseSchema, {
    method: 'POST',
    body,
  });

export function useConfirmTestPayment() {
  return useMutation({ mutationFn: confirmTestPayment });
}
