import { ShoppingCart } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { apiPath } from '../../shared/api-paths.ts';
import type { CheckoutStatus } from '../../shared/checkout.ts';
import { apiRequest } from '../lib/api-client.ts';
import { toast } from '../toast/toast-store.ts';

/**
 * The two fields this button reads, checked by hand: the button is on the home page, whose
 * first visit must not load zod (the thrown error ends in the generic toast below).
 */
const checkoutOpenness = {
  parse(body: unknown): Pick<CheckoutStatus, 'open' | 'closedReason'> {
    const status = body as Partial<CheckoutStatus> | null;
    if (typeof status?.open !== 'boolean') throw new Error('not a checkout status');
    const reason = status.closedReason;
    return { open: status.open, closedReason: typeof reason === 'string' ? reason : undefined };
  },
};

/**
 * Goes to checkout after checking it is open. Checkout is entered with a full page load so the
 * payment page gets its own security policy (the card provider's script is allowed there only).
 * Without JavaScript it is a plain link.
 */
export function PurchaseButton({
  children,
  className,
}: {
  children: ReactNode;
  className?: string;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <a
      href="/checkout"
      aria-disabled={busy}
      className={className ?? 'btn-primary h-12 w-full text-base'}
      onClick={async (event) => {
        event.preventDefault();
        if (busy) return;
        setBusy(true);
        try {
          const status = await apiRequest(apiPath('checkoutStatus'), checkoutOpenness);
          if (!status.open) {
            toast({
              title: 'Checkout closed',
              description: status.closedReason ?? '',
              variant: 'destructive',
            });
            setBusy(false);
            return;
          }
          window.location.assign('/checkout');
        } catch {
          toast({
            title: 'Error',
            description: 'There was an error initiating the checkout process. Please try again.',
            variant: 'destructive',
          });
          setBusy(false);
        }
      }}
    >
      <ShoppingCart className="size-5" aria-hidden="true" />
      {children}
    </a>
  );
}
