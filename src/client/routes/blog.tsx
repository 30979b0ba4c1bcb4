import { PageIntro } from '../components/page-intro.tsx';
import { pageMeta } from '../seo/page-meta.ts';

export const meta = () =>
  pageMeta({
    title: 'Blog',
    description:
      'Guides on VPS set-up, API key security, risk management, strategies, Telegram notifications and technical indicators.',
  });

export default function BlogPage() {
  return (
    <PageIntro
      eyebrow={'Blog'}
      title={'Trading automation blog'}
      lead={'Guides on setting up, securing and running an automated crypto trading bot.'}
    />
  );
}
