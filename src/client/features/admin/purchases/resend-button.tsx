import { Send } from 'lucide-react';
import type { AdminOrderRow } from '../../../../shared/admin/orders.ts';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../toast/toast-store.ts';
import { useResendReceipt } from '../api/resend-receipt.ts';

/** The row's Resend: mails the receipt with a working link again. */
export function ResendButton({ order }: { order: AdminOrderRow }) {
  const resend = useResendReceipt();
  return (
    <Button
      variant="secondary"
      className="px-3 py-1.5"
      icon={<Send className="size-4" />}
      busy={resend.isPending}
      busyLabel="Sending..."
      aria-label={`Resend receipt for ${order.reference}`}
      onClick={() =>
        resend.mutate(order.id, {
          onSuccess: (sent) =>
            toast({
              title: 'Email Sent',
              description: `Receipt sent to ${sent.to}.`,
              variant: 'success',
            }),
          onError: (error) =>
            toast({
              title: 'Failed to send email',
              description: error.message,
              variant: 'destructive',
            }),
        })
      }
    >
      Resend
    </Button>
  );
}
