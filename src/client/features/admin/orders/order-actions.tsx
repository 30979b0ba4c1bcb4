import { Link2, Mail } from 'lucide-react';
import type { OrderAction } from '../../../../shared/admin/order-actions.ts';
import type { AdminOrderDetail } from '../../../../shared/admin/order-detail.ts';
import { linkTerms } from '../../../../shared/link-terms.ts';
import { toast } from '../../../toast/toast-store.ts';
import { useSendFreshLink } from '../api/fresh-link.ts';
import { useResendReceipt } from '../api/resend-receipt.ts';
import { ConfirmButton } from '../../../components/ui/confirm-button.tsx';
import { formatShortLocalTime } from '../../../lib/dates.ts';
import { RefundDialog } from './refund-dialog.tsx';
import { apiPaths } from '../../../../shared/api-paths.ts';
import { useMayCall } from '../api/staff-role.ts';

const failed = (error: Error) =>
  toast({ title: 'Failed to send email', description: error.message, variant: 'destructive' });

/** Why fewer buttons than usual, in the owner's words. */
function missingActionsNote(order: AdminOrderDetail['order']): string | null {
  if (order.actions.length === 0) {
    return `Nothing to do: a ${order.status} order has no link to mail and no payment to refund.`;
  }
  if (order.actions.includes('fresh-link') && !order.actions.includes('resend-receipt')) {
    return 'The download link is used up or expired: send a fresh link instead of the receipt.';
  }
  return null;
}

/**
 * Resend receipt, Send fresh link, Refund: only those the server says the order allows
 * (`order.actions`); each asks first (the refund with its amount, `refund-dialog.tsx`) and says
 * how it went.
 */
export function OrderActions({ order }: { order: AdminOrderDetail['order'] }) {
  const resend = useResendReceipt();
  const fresh = useSendFreshLink();
  const allows = (action: OrderAction) => order.actions.includes(action);
  // Support staff do not refund: the button is left out (the server answers 403 anyway).
  const mayRefund = useMayCall('POST', apiPaths.adminOrderRefund);
  const note = missingActionsNote(order);
  const terms = linkTerms(order.artCollectionId === null ? 'bot' : 'art');
  return (
    <section
      aria-labelledby="order-actions"
      className="rounded-xl border border-border bg-card p-5"
    >
      <h2 id="order-actions" className="text-lg font-semibold">
        Actions
      </h2>
      {note ? <p className="mt-2 text-sm text-muted-foreground">{note}</p> : null}
      <div className="mt-4 flex flex-wrap gap-2 empty:hidden">
        {allows('resend-receipt') ? (
          <ConfirmButton
            variant="secondary"
            icon={<Mail className="size-4" />}
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
        ) : null}
        {allows('fresh-link') ? (
          <ConfirmButton
            variant="secondary"
            icon={<Link2 className="size-4" />}
            busy={fresh.isPending}
            busyLabel="Sending..."
            question={`Send a fresh download link to ${order.email}?`}
            detail={`The buyer gets a new link with ${terms.hours} hours and ${terms.maxDownloads} downloads; every earlier link stops working.`}
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
        ) : null}
        {allows('refund') && mayRefund ? <RefundDialog order={order} /> : null}
      </div>
    </section>
  );
}
