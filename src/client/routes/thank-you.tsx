import { PageIntro } from '../components/page-intro.tsx';
import { pageMeta } from '../seo/page-meta.ts';

export const meta = () =>
  pageMeta({ title: 'Thank you', description: 'Your order is being prepared.', noIndex: true });

export default function ThankYouPage() {
  return <PageIntro title={'Thank you for your purchase'} lead={'Your order is being prepared.'} />;
}
