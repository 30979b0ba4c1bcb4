import { PageIntro } from '../components/page-intro.tsx';
import { pageMeta } from '../seo/page-meta.ts';

export const meta = () =>
  pageMeta({
    title: 'How It Works',
    description:
      'From download to your first automated trade in five steps, with the technical requirements and configuration options.',
  });

export default function HowItWorksPage() {
  return (
    <PageIntro
      eyebrow={'How It Works'}
      title={'How Cryptomaton works'}
      lead={
        'Download the package, install Python, add your Binance API keys and Telegram bot, deploy to a VPS and let the bot trade.'
      }
    />
  );
}
