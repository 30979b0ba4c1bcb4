import { PageIntro } from '../components/page-intro.tsx';
import { pageMeta } from '../seo/page-meta.ts';

export const meta = () =>
  pageMeta({
    title: 'Setup Guide',
    description:
      'Install Cryptomaton locally or on a VPS, connect Binance and Telegram, and run the bot around the clock.',
  });

export default function SetupGuidePage() {
  return (
    <PageIntro
      eyebrow={'Setup Guide'}
      title={'Setup guide'}
      lead={
        'Step-by-step instructions for a local install, a VPS deployment and day-to-day use of the bot.'
      }
    />
  );
}
