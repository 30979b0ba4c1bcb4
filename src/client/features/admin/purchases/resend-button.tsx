import { Send } from 'lucide-react';
import type { AdminOrderRow } from '../../../../shared/admin/orders.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useConfirmationKey } from '../../../lib/confirmation-key.ts';
import { toast } from '../../../toast/toast-store.ts';
import { useResendReceipt } from '../api/resend-receipt.ts';

/**
 * The row's Resend: mails the receipt with a working link again. One click is one confirmation:
 * a double click, or a click again after a failure, sends its key again and mails once; after a
 * success the next click is a new resend.
 */
export function ResendButton({ order }: { order: AdminOrderRow }) {
  const resend = useResendReceipt();
  const confirmation = useConfirmationKey();
  return (
    <Button
      variant="secondary"
      className="px-3 py-1.5"
      icon={<Send className="size-4" />}
      busy={resend.isPending}
      busyLabel="Sending..."
      aria-label={`Resend receipt for ${order.reference}`}
      onClick={() =>
        resend.mutate(
          { orderId: order.id, confirmationKey: confirmation.current() },
          {
            onSuccess: (sent) => {
              confirmation.reset();
              toast({
                title: 'Email Sent',
                description: `Receipt sent to ${sent.to}.`,
                variant: 'success',
              });
            },
            onError: (error) =>
              toast({
                title: 'Failed to send email',
                description: error.message,
                variant: 'destructive',
              }),
          },
        )
      }
    >
      Resend
    </Button>
  );
}
