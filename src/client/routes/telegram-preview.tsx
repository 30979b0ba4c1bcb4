import { ArrowRight } from 'lucide-react';
import { Link, useLoaderData } from 'react-router';
import type { BacktestReport } from '../../backtest/report-types.ts';
import { PageIntro } from '../components/page-intro.tsx';
import { telegramExamples } from '../content/site/telegram-examples.ts';
import { telegramCommands, telegramNotifications } from '../content/site/telegram-preview.ts';
import demoReport from '../features/demo/demo-report.json';
import { CommandList } from '../features/guides/command-list.tsx';
import { ContentSection } from '../features/guides/content-section.tsx';
import { GuideCallToAction } from '../features/guides/guide-call-to-action.tsx';
import { textLinkClass, textLinkIconClass } from '../features/guides/guide-link.tsx';
import { NotificationCard } from '../features/guides/notification-card.tsx';
import { pageMeta } from '../seo/page-meta.ts';
import { siteConfig } from '../../shared/site-config.ts';

const { brand, messaging } = siteConfig;

// Build time only: the page gets the finished messages, not the demo's report.
export function loader() {
  const examples = telegramExamples(demoReport as unknown as BacktestReport);
  return {
    notifications: telegramNotifications.map((kind) => ({ ...kind, example: examples[kind.id] })),
    // 10000 → "10,000", as the demo writes it. Formatted here, so the page's own code makes no
    // formatter: a browser's first one loads its locale data, one long task after the paint.
    startBalance: new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(
      demoReport.summary.startBalance,
    ),
  };
}

export const meta = () =>
  pageMeta({
    path: '/telegram-preview',
    title: `${messaging.name} Preview`,
    description: `See every ${messaging.name} alert ${brand} sends, from trade opened to stop loss, trailing stop and daily summary, with example messages and the commands that control the bot from your phone.`,
  });

export default function TelegramPreviewPage() {
  const { notifications, startBalance } = useLoaderData<typeof loader>();
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
        lead={`The bot sends ${notifications.length} kinds of message, each the moment it happens. The examples are messages the bot sent in the demo's backtest, as its Telegram tab shows them: the same account of ${startBalance} USDT on the moderate risk profile, the same trades and prices, stamped with the run's own clock. Where the backtest never sent a kind of message, there is no example.`}
      >
        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          {notifications.map((notification) => (
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
