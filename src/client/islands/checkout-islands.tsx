import { CheckoutPage } from '../features/checkout/checkout-page.tsx';
import { QueryProvider } from '../lib/query-provider.tsx';
import { Toaster } from '../toast/toaster.tsx';
import type { PageIslands } from './hydrate-islands.tsx';

/**
 * The checkout's islands React hydrates, as src/client/routes/checkout.tsx renders them: the
 * two steps with the order summary as one island (they share the order being bought), and the
 * toaster that shows their refusals. The header stays with the early script
 * (islands-without-react.ts).
 */
export const checkoutIslands = {
  toaster: () => <Toaster />,
  checkout: () => (
    <QueryProvider>
      <CheckoutPage />
    </QueryProvider>
  ),
} satisfies PageIslands;
