import * as AlertDialog from 'radix-ui/alert-dialog';
import type { ReactNode } from 'react';
import { useConfirmationKey } from '../../lib/confirmation-key.ts';
import { Button, type ButtonProps } from './button.tsx';

interface ConfirmButtonProps extends Omit<ButtonProps, 'onClick'> {
  /** The question, e.g. "Are you sure you want to delete this file?". */
  question: string;
  /** What happens, in a sentence under the question. */
  detail?: ReactNode;
  confirmLabel: string;
  /**
   * Called with this confirmation's key, made when the dialog opens: a double click on the
   * confirm button passes the same key twice, so a server taking it as `Idempotency-Key` acts once.
   */
  onConfirm: (confirmationKey: string) => void;
}

/**
 * A button that asks first, in an accessible dialog, before a change that cannot be undone. A
 * destructive button's confirmation is solid red.
 */
export function ConfirmButton({
  question,
  detail,
  confirmLabel,
  onConfirm,
  children,
  ...button
}: ConfirmButtonProps) {
  const confirmation = useConfirmationKey();
  return (
    <AlertDialog.Root onOpenChange={(open) => open && confirmation.reset()}>
      <AlertDialog.Trigger asChild>
        <Button {...button}>{children}</Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-border bg-card p-6 text-card-foreground shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold">{question}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">
            {detail ?? 'This action cannot be undone.'}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">Cancel</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button
                variant={button.variant === 'destructive' ? 'destructive-solid' : 'primary'}
                onClick={() => onConfirm(confirmation.current())}
              >
                {confirmLabel}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
