import { PageIntro } from '../components/page-intro.tsx';
import { pageMeta } from '../seo/page-meta.ts';

export const meta = () =>
  pageMeta({
    title: 'Refund Policy',
    description: 'Cryptomaton refund policy: non-delivery, technical issues and processing times.',
  });

export default function RefundPolicyPage() {
  return (
    <PageIntro
      eyebrow={'Legal'}
      title={'Refund Policy'}
      lead={'When and how refunds are given for Cryptomaton purchases.'}
    />
  );
}
