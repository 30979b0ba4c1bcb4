import { ApiRequestError } from '../../lib/api-client.ts';
import { toast } from '../../toast/toast-store.ts';

/** The provider refused the card: its message, in a "Payment Failed" toast. */
export function showPaymentFailed(message: string): void {
  toast({ title: 'Payment Failed', description: message, variant: 'destructive' });
}

/** Anything else that went wrong while paying. */
export function showPaymentError(error: unknown): void {
  if (error instanceof ApiRequestError && error.status === 402) {
    showPaymentFailed(error.message);
    return;
  }
  toast({
    title: 'Payment Error',
    description:
      error instanceof Error && error.message ? error.message : 'An unexpected error occurred.',
    variant: 'destructive',
  });
}
