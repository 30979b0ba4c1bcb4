import { PageIntro } from '../components/page-intro.tsx';
import { pageMeta } from '../seo/page-meta.ts';

export const meta = () =>
  pageMeta({
    title: 'Checkout',
    description: 'Buy Cryptomaton: enter your email, then pay by card.',
    noIndex: true,
  });

export default function CheckoutPage() {
  return (
    <PageIntro title={'Checkout'} lead={'Buy Cryptomaton: enter your email, then pay by card.'} />
  );
}
