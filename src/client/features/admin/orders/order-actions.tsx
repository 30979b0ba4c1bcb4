import { Link2, Mail, Undo2 } from 'lucide-react';
import type { AdminOrderDetail } from '../../../../shared/admin/order-detail.ts';
import { formatUsd } from '../../../../shared/money.ts';
import { toast } from '../../../toast/toast-store.ts';
import { useSendFreshLink } from '../api/fresh-link.ts';
import { useRefundOrder } from '../api/refund-order.ts';
import { useResendReceipt } from '../api/resend-receipt.ts';
import { ConfirmButton } from '../../../components/ui/confirm-button.tsx';
import { formatShortLocalTime } from '../../../lib/dates.ts';

const failed = (error: Error) =>
  toast({ title: 'Failed to send email', description: error.message, variant: 'destructive' });

/** Resend receipt, Send fresh link, Refund: each asks first and says how it went. */
export function OrderActions({ order }: { order: AdminOrderDetail['order'] }) {
  const resend = useResendReceipt();
  const fresh = useSendFreshLink();
  const refund = useRefundOrder();
  const completed = order.status === 'completed';
  return (
    <section
      aria-labelledby="order-actions"
      className="rounded-xl border border-border bg-card p-5"
    >
      <h2 id="order-actions" className="text-lg font-semibold">
        Actions
      </h2>
      {completed ? null : (
        <p className="mt-2 text-sm text-muted-foreground">
          Only a completed order can be mailed or refunded.
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        <ConfirmButton
          variant="secondary"
          icon={<Mail className="size-4" />}
          disabled={!completed}
          busy={resend.isPending}
          busyLabel="Sending..."
          question={`Resend the receipt to ${order.email}?`}
          detail="The mail carries a new link with the same downloads left and the same expiry; the current link stops working."
          confirmLabel="Resend receipt"
          onConfirm={(confirmationKey) =>
            resend.mutate(
              { orderId: order.id, confirmationKey },
              {
                onSuccess: (sent) =>
                  toast({
                    title: 'Email Sent',
                    description: `Receipt sent to ${sent.to}; link valid until ${formatShortLocalTime(sent.expiresAt)}.`,
                    variant: 'success',
                  }),
                onError: failed,
              },
            )
          }
        >
          Resend receipt
        </ConfirmButton>
        <ConfirmButton
          variant="secondary"
          icon={<Link2 className="size-4" />}
          disabled={!completed}
          busy={fresh.isPending}
          busyLabel="Sending..."
          question={`Send a fresh download link to ${order.email}?`}
          detail="The buyer gets a new link with 48 hours and 3 downloads; every earlier link stops working."
          confirmLabel="Send fresh link"
          onConfirm={(confirmationKey) =>
            fresh.mutate(
              { orderId: order.id, confirmationKey },
              {
                onSuccess: (sent) =>
                  toast({
                    title: 'Email Sent',
                    description: `Fresh link sent to ${sent.to} (${sent.downloadsLeft} downloads).`,
                    variant: 'success',
                  }),
                onError: failed,
              },
            )
          }
        >
          Send fresh link
        </ConfirmButton>
        <ConfirmButton
          icon={<Undo2 className="size-4" />}
          disabled={!completed}
          busy={refund.isPending}
          busyLabel="Refunding..."
          question={`Refund ${formatUsd(order.amountCents)} to ${order.email}?`}
          detail="The payment provider returns the full amount, every download link stops working and the buyer is told by email. This action cannot be undone."
          confirmLabel="Refund order"
          onConfirm={() =>
            refund.mutate(order.id, {
              onSuccess: () =>
                toast({
                  title: 'Order Refunded',
                  description: `${order.reference} was refunded and the buyer told.`,
                  variant: 'success',
                }),
              onError: (error) =>
                toast({
                  title: 'Refund failed',
                  description: error.message,
                  variant: 'destructive',
                }),
            })
          }
        >
          Refund
        </ConfirmButton>
      </div>
    </section>
  );
}
