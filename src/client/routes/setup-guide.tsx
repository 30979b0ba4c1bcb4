import { PageIntro } from '../components/page-intro.tsx';
import { setupGuideTroubleshooting } from '../content/site/setup-guide-troubleshooting.ts';
import {
  setupGuideCommands,
  setupGuideTabs,
  setupVideoTitle,
} from '../content/site/setup-guide.ts';
import { CommandTable } from '../features/guides/command-table.tsx';
import { buildAnchorIndex } from '../features/guides/guide-anchors.ts';
import { GuideCallToAction } from '../features/guides/guide-call-to-action.tsx';
import { SetupGuideTabs } from '../features/guides/setup-guide-tabs.tsx';
import { TroubleshootingList } from '../features/guides/troubleshooting-list.tsx';
import { SetupVideo } from '../features/guides/setup-video.tsx';
import { setupVideoId } from '../lib/setup-video.ts';
import { pageMeta } from '../seo/page-meta.ts';
import { siteConfig } from '../../shared/site-config.ts';

const { exchange, messaging } = siteConfig;

export const meta = () =>
  pageMeta({
    path: '/setup-guide',
    title: 'Setup Guide',
    description: `Install ${siteConfig.brand} step by step: Python 3.12, your ${exchange.name} API key and ${messaging.name} bot, a VPS with auto-restart, the bot's commands and fixes for common errors.`,
  });

const anchorIndex = buildAnchorIndex(setupGuideTabs, {
  'using-bot': setupGuideTroubleshooting.map((entry) => entry.id),
});

const sectionExtras = {
  commands: <CommandTable commands={setupGuideCommands} />,
  troubleshooting: <TroubleshootingList entries={setupGuideTroubleshooting} />,
};

// With no video configured the tab is its written walk-through alone: no tile leading elsewhere.
const tabLeads = setupVideoId
  ? { 'video-guide': <SetupVideo videoId={setupVideoId} title={setupVideoTitle} /> }
  : {};

export default function SetupGuidePage() {
  return (
    <>
      <PageIntro
        eyebrow="Setup Guide"
        title={`Set up ${siteConfig.brand}`}
        lead={`From the downloaded zip to a bot trading around the clock: a local install on the ${exchange.name} testnet, a VPS that keeps it running, and the ${messaging.name} commands you will use every day.`}
      />
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <SetupGuideTabs
          tabs={setupGuideTabs}
          anchorIndex={anchorIndex}
          sectionExtras={sectionExtras}
          tabLeads={tabLeads}
        />
      </div>
      <GuideCallToAction
        title={`Don't have ${siteConfig.brand} yet?`}
        secondary={{ to: '/how-it-works', label: 'How it works' }}
      />
    </>
  );
}
