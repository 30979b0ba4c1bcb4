import { PageIntro } from '../components/page-intro.tsx';
import { pageMeta } from '../seo/page-meta.ts';

export const meta = () =>
  pageMeta({
    title: 'Demo',
    description: 'A read-only tour of the bot on simulated backtest data.',
    noIndex: true,
  });

export default function DemoPage() {
  return (
    <PageIntro
      title={'Interactive demo'}
      lead={'A read-only tour of the bot on simulated backtest data.'}
    />
  );
}
