import { PageIntro } from '../components/page-intro.tsx';
import { pageMeta } from '../seo/page-meta.ts';

export const meta = () =>
  pageMeta({
    title: 'Support',
    description:
      'Cryptomaton customer support: hours, response times, community chat and refund policy.',
  });

export default function SupportPage() {
  return (
    <PageIntro
      eyebrow={'Support'}
      title={'Customer support'}
      lead={
        'We are here Monday-Friday 9 AM-5 PM NZT and answer within 24-48 hours on business days.'
      }
    />
  );
}
