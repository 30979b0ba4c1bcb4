import { ThankYouPage } from '../features/checkout/thank-you-page.tsx';
import { QueryProvider } from '../lib/query-provider.tsx';
import { pageMeta } from '../seo/page-meta.ts';

export const meta = () =>
  pageMeta({ title: 'Thank you', description: 'Your Cryptomaton purchase.', noIndex: true });

export default function ThankYouRoute() {
  return (
    <QueryProvider>
      <ThankYouPage />
    </QueryProvider>
  );
}
