import { PageIntro } from '../components/page-intro.tsx';
import { pageMeta } from '../seo/page-meta.ts';

export const meta = () =>
  pageMeta({
    title: 'Telegram Preview',
    description: 'Preview the Telegram notifications and commands of the Cryptomaton trading bot.',
  });

export default function TelegramPreviewPage() {
  return (
    <PageIntro
      eyebrow={'Telegram'}
      title={'Telegram notifications and commands'}
      lead={'See the alerts the bot sends and the commands you can give it from your phone.'}
    />
  );
}
