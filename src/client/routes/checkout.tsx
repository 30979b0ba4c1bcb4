import { CheckoutPage } from '../features/checkout/checkout-page.tsx';
import { Island } from '../islands/island.tsx';
import { QueryProvider } from '../lib/query-provider.tsx';
import { pageMeta } from '../seo/page-meta.ts';

export const meta = () =>
  pageMeta({
    title: 'Checkout',
    description: 'Buy Cryptomaton: enter your email, then pay by card.',
    noIndex: true,
  });

// An island: the first visit hydrates it alone, without React Router (scripts/island-pages.ts).
export default function CheckoutRoute() {
  return (
    <Island name="checkout">
      <QueryProvider>
        <CheckoutPage />
      </QueryProvider>
    </Island>
  );
}
