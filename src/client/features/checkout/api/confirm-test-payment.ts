import { useMutation } from '@tanstack/react-query';
import { apiPath } from '../../../../shared/api-paths.ts';
import type { TestCardPaymentRequest } from '../../../../shared/checkout.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { checkoutSchemaCheck } from './checkout-schemas.ts';

export const confirmTestPayment = (body: TestCardPaymentRequest) =>
  apiRequest(
    apiPath('testPaymentConfirm'),
    checkoutSchemaCheck((schemas) => schemas.TestCardPaymentResponseSchema),
    { method: 'POST', body },
  );

export function useConfirmTestPayment() {
  return useMutation({ mutationFn: confirmTestPayment });
}
