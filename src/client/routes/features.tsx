import { PageIntro } from '../components/page-intro.tsx';
import { pageMeta } from '../seo/page-meta.ts';

export const meta = () =>
  pageMeta({
    title: 'Features',
    description:
      'Automated crypto trading for Binance spot: Trend Following, Mean Reversion and Breakout strategies with advanced risk management.',
  });

export default function FeaturesPage() {
  return (
    <PageIntro
      eyebrow={'Features'}
      title={'Features'}
      lead={
        'Everything Cryptomaton does for your trading: three strategies, layered risk management, Telegram control and a fully configurable set-up.'
      }
    />
  );
}
