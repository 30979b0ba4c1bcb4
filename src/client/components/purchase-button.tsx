import { ShoppingCart } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { CheckoutStatus } from '../../shared/checkout.ts';
import { toast } from '../toast/toast-store.ts';

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
          const response = await fetch('/api/checkout/status', { credentials: 'include' });
          if (!response.ok) throw new Error(`${response.status}`);
          const status = (await response.json()) as CheckoutStatus;
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
