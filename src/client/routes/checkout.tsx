import { CheckoutPage } from '../features/checkout/checkout-page.tsx';
import { QueryProvider } from '../lib/query-provider.tsx';
import { pageMeta } from '../seo/page-meta.ts';

export const meta = () =>
  pageMeta({
    title: 'Checkout',
    description: 'Buy Cryptomaton: enter your email, then pay by card.',
    noIndex: true,
  });

export default function CheckoutRoute() {
  return (
    <QueryProvider>
      <CheckoutPage />
    </QueryProvider>
  );
}
