import { useMutation } from '@tanstack/react-query';
import type { TestCardPaymentRequest } from '../../../../shared/checkout.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const confirmTestPayment = (body: TestCardPaymentRequest) =>
  apiRequest<{ status: 'succeeded' }>('/api/test-payments/confirm', { method: 'POST', body });

export function useConfirmTestPayment() {
  return useMutation({ mutationFn: confirmTestPayment });
}
