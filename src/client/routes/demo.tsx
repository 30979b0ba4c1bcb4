import { DemoPage } from '../features/demo/demo-page.tsx';
import { pageMeta } from '../seo/page-meta.ts';

export const meta = () =>
  pageMeta({
    title: 'Demo',
    description:
      'A read-only, 10-minute tour of Cryptomaton on a simulated 200-day backtest. No sign-up.',
    noIndex: true,
  });

export default function DemoRoute() {
  return <DemoPage />;
}
