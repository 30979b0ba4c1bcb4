import { PageIntro } from '../components/page-intro.tsx';
import { pageMeta } from '../seo/page-meta.ts';

export const meta = () =>
  pageMeta({
    title: 'FAQ',
    description:
      'Answers to common questions about Cryptomaton: experience needed, API key security, coins, refunds and costs.',
  });

export default function FaqPage() {
  return (
    <PageIntro
      eyebrow={'FAQ'}
      title={'Frequently asked questions'}
      lead={
        'Answers about experience needed, API key security, supported coins, refunds and running costs.'
      }
    />
  );
}
