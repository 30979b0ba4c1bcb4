import { Undo2 } from 'lucide-react';
import * as AlertDialog from 'radix-ui/alert-dialog';
import { type FormEvent, useState } from 'react';
import { REFUND_REASON_MAX_LENGTH } from '../../../../shared/admin/order-actions.ts';
import type { AdminOrderDetail } from '../../../../shared/admin/order-detail.ts';
import { centsToDecimal, formatUsd, parseDollars } from '../../../../shared/money.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { toast } from '../../../toast/toast-store.ts';
import { useRefundOrder } from '../api/refund-order.ts';

type Order = AdminOrderDetail['order'];

const wholeWords = 'The payment provider returns all of it and every download link stops working.';
const partWords = 'A part keeps the order and its download link working.';

/**
 * Why the typed amount cannot be refunded, or undefined when it can: the server refuses the same
 * (more than is left, not a positive number of cents), this says it before the round trip.
 */
export function refundAmountError(cents: number, leftCents: number): string | undefined {
  if (!Number.isInteger(cents) || cents <= 0) return 'Type an amount in dollars, like 25.00.';
  if (cents > leftCents) return `At most ${formatUsd(leftCents)} is left to refund.`;
  return undefined;
}

/**
 * The Refund button and its confirmation: the dialog names the order (its reference) and the
 * amount, which starts at all that is left and may be lowered to refund a part, with an optional
 * reason for the record. A part keeps the order and its link; all that is left ends its links.
 */
export function RefundDialog({ order }: { order: Order }) {
  const refund = useRefundOrder();
  const left = order.amountCents - order.refundedCents;
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const cents = parseDollars(amount);
  const valid = refundAmountError(cents, left) === undefined;
  const whole = cents === left;

  function start(next: boolean) {
    setOpen(next);
    if (next) {
      setAmount(centsToDecimal(left));
      setReason('');
      setError(undefined);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const refusal = refundAmountError(cents, left);
    setError(refusal);
    if (refusal) return;
    setOpen(false);
    refund.mutate(
      { orderId: order.id, amountCents: cents, reason: reason.trim() || undefined },
      {
        onSuccess: (done) =>
          toast({
            title: done.status === 'refunded' ? 'Order Refunded' : 'Part Refunded',
            description: `${formatUsd(done.amountCents)} of ${order.reference} was refunded and the buyer told.`,
            variant: 'success',
          }),
        onError: (failure) =>
          toast({ title: 'Refund failed', description: failure.message, variant: 'destructive' }),
      },
    );
  }

  return (
    <AlertDialog.Root open={open} onOpenChange={start}>
      <AlertDialog.Trigger asChild>
        <Button
          variant="destructive"
          icon={<Undo2 className="size-4" />}
          busy={refund.isPending}
          busyLabel="Refunding..."
        >
          Refund
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100%-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-border bg-card p-6 text-card-foreground shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold break-words">
            Refund {valid ? formatUsd(cents) : 'part'} to {order.email}?
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">
            Order {order.reference}: {formatUsd(left)} of {formatUsd(order.amountCents)} is left to
            refund. {whole ? wholeWords : partWords} The buyer is told by email. This cannot be
            undone.
          </AlertDialog.Description>
          <form className="mt-4 grid gap-4" noValidate onSubmit={submit}>
            <FormField
              label="Amount to refund (USD)"
              hint={`Up to ${formatUsd(left)}.`}
              error={error}
              required
            >
              <TextInput
                value={amount}
                inputMode="decimal"
                autoComplete="off"
                onChange={(event) => setAmount(event.target.value)}
              />
            </FormField>
            <FormField label="Reason" hint="Kept with the refund, for you and the credit note.">
              <TextInput
                value={reason}
                maxLength={REFUND_REASON_MAX_LENGTH}
                autoComplete="off"
                onChange={(event) => setReason(event.target.value)}
              />
            </FormField>
            <div className="mt-2 flex flex-wrap justify-end gap-2">
              <AlertDialog.Cancel asChild>
                <Button variant="secondary">Cancel</Button>
              </AlertDialog.Cancel>
              <Button type="submit" variant="destructive-solid">
                Refund order
              </Button>
            </div>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
