import { PageIntro } from '../components/page-intro.tsx';
import { pageMeta } from '../seo/page-meta.ts';

export const meta = () =>
  pageMeta({
    title: 'Terms of Service',
    description: 'Terms of Service for buying and using the Cryptomaton trading bot.',
  });

export default function TermsOfServicePage() {
  return (
    <PageIntro
      eyebrow={'Legal'}
      title={'Terms of Service'}
      lead={
        'The terms that apply when you buy and use Cryptomaton. All sales are final once the download link has been accessed; New Zealand law governs these terms.'
      }
    />
  );
}
