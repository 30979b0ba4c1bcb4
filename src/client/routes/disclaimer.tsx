import { PageIntro } from '../components/page-intro.tsx';
import { pageMeta } from '../seo/page-meta.ts';

export const meta = () =>
  pageMeta({
    title: 'Risk Disclaimer',
    description: 'Risk disclaimer for automated cryptocurrency trading with Cryptomaton.',
  });

export default function DisclaimerPage() {
  return (
    <PageIntro
      eyebrow={'Legal'}
      title={'Risk Disclaimer'}
      lead={
        'Cryptocurrency trading carries a high level of risk. Read this before you buy or run the bot.'
      }
    />
  );
}
