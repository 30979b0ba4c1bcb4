import { CheckoutPage } from '../features/checkout/checkout-page.tsx';
import { QueryProvider } from '../lib/query-provider.tsx';
import type { PageIslands } from './hydrate-islands.tsx';
import { shellIslands } from './shell-islands.tsx';

/**
 * The checkout's islands, as src/client/routes/checkout.tsx renders them: the shell's, and the
 * two steps with the order summary as one island (they share the order being bought).
 */
export const checkoutIslands = {
  ...shellIslands,
  checkout: () => (
    <QueryProvider>
      <CheckoutPage />
    </QueryProvider>
  ),
} satisfies PageIslands;
