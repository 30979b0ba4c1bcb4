import { PageIntro } from '../components/page-intro.tsx';
import { pageMeta } from '../seo/page-meta.ts';

export const meta = () =>
  pageMeta({
    title: 'License',
    description: 'The Cryptomaton personal-use software licence.',
  });

export default function LicensePage() {
  return (
    <PageIntro
      eyebrow={'Legal'}
      title={'License'}
      lead={'A personal-use licence: run the bot for your own trading, on your own machines.'}
    />
  );
}
