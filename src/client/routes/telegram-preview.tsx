import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { PageIntro } from '../components/page-intro.tsx';
import { telegramCommands, telegramNotifications } from '../content/site/telegram-preview.ts';
import { CommandList } from '../features/guides/command-list.tsx';
import { ContentSection } from '../features/guides/content-section.tsx';
import { GuideCallToAction } from '../features/guides/guide-call-to-action.tsx';
import { textLinkClass, textLinkIconClass } from '../features/guides/guide-link.tsx';
import { NotificationCard } from '../features/guides/notification-card.tsx';
import { pageMeta } from '../seo/page-meta.ts';
import { siteConfig } from '../../shared/site-config.ts';

const { brand, messaging } = siteConfig;

export const meta = () =>
  pageMeta({
    path: '/telegram-preview',
    title: `${messaging.name} Preview`,
    description: `See every ${messaging.name} alert ${brand} sends, from trade opened to stop loss, trailing stop and daily summary, with example messages and the commands that control the bot from your phone.`,
  });

export default function TelegramPreviewPage() {
  return (
    <>
      <PageIntro
        eyebrow={messaging.name}
        title={`${messaging.name} notifications and commands`}
        lead={`${brand} reports every trade, stop and alert to your own ${messaging.name} chat, and takes commands back. These are the messages you will see, and what you can tell the bot.`}
      >
        <a href="#notifications" className="btn-primary">
          See the alerts
        </a>
        <a href="#commands" className="btn-secondary">
          See the commands
        </a>
      </PageIntro>

      <ContentSection
        id="notifications"
        title="Notifications"
        lead={`The bot sends ${telegramNotifications.length} kinds of message, each the moment it happens. The examples follow one account of 5,000 USDT on the moderate risk profile.`}
      >
        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          {telegramNotifications.map((notification) => (
            <li key={notification.id} className="flex">
              <NotificationCard notification={notification} />
            </li>
          ))}
        </ul>
      </ContentSection>

      <ContentSection
        id="commands"
        muted
        title="Commands"
        lead={`Send these in the chat with your bot. Only the chat ID in your private .env file can control it.`}
      >
        <div className="mt-10">
          <CommandList commands={telegramCommands} />
        </div>
        <p className="mt-8">
          <Link to="/setup-guide#using-bot" className={textLinkClass}>
            Every command and daily routine in the setup guide
            <ArrowRight className={textLinkIconClass} aria-hidden="true" />
          </Link>
        </p>
      </ContentSection>

      <GuideCallToAction
        title={`Get these alerts on your phone`}
        secondary={{ to: '/setup-guide#using-bot', label: 'Read the setup guide' }}
      />
    </>
  );
}
