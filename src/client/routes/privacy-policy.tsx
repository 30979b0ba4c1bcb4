import { PageIntro } from '../components/page-intro.tsx';
import { pageMeta } from '../seo/page-meta.ts';

export const meta = () =>
  pageMeta({
    title: 'Privacy Policy',
    description: 'How Cryptomaton handles your personal data.',
  });

export default function PrivacyPolicyPage() {
  return (
    <PageIntro
      eyebrow={'Legal'}
      title={'Privacy Policy'}
      lead={
        'What we collect when you buy or contact us, and what we never see: the bot runs on your machine and never sends your keys or data to us.'
      }
    />
  );
}
