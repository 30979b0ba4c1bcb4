import { linkTerms } from '../../../shared/link-terms.ts';
import { commerce, siteConfig } from '../../../shared/site-config.ts';
import type { InfoItem } from './types.ts';

const { exchange, messaging } = siteConfig;

/** The six things inside the download (pricing card and /features). */
export const packageContents: readonly InfoItem[] = [
  {
    id: 'bot-source',
    title: 'Cryptomaton bot source code',
    description: `The complete, commented Python 3.12 source: the three strategies, the six indicators and the ${exchange.name} ${exchange.market} order handling. Nothing is hidden or compiled.`,
    icon: 'FileCode',
  },
  {
    id: 'configuration-template',
    title: 'Configuration template',
    description:
      'A ready-to-edit config.yaml with sensible defaults and a comment on every setting, plus an .env template for your keys.',
    icon: 'FileCog',
  },
  {
    id: 'documentation',
    title: 'Documentation and setup guide',
    description:
      'Step-by-step instructions for local installation, VPS deployment, daily use and troubleshooting.',
    icon: 'BookOpen',
  },
  {
    id: 'telegram-integration',
    title: `${messaging.name} integration`,
    description: `The notification and command module: trade alerts, risk warnings, a daily summary and remote control from your own ${messaging.name} chat.`,
    icon: 'Send',
  },
  {
    id: 'risk-management',
    title: 'Risk management module',
    description:
      'Position sizing, ATR stops, trailing stops, the circuit breaker and drawdown protection, with conservative and moderate profiles.',
    icon: 'ShieldCheck',
  },
  {
    id: 'install-scripts',
    title: 'Requirements and install scripts',
    description:
      'requirements.txt with tested library versions, and install scripts for Windows, macOS and Linux that set up the virtual environment for you.',
    icon: 'Terminal',
  },
];

/** The "Included" list of the checkout order summary. */
export const includedInOrder: readonly string[] = [
  'Cryptomaton bot script (Python source code)',
  'Documentation and setup guide',
  `${messaging.name} messaging integration`,
  'Risk management module',
  `${commerce.downloadHours}-hour download access (up to ${commerce.maxDownloads} downloads)`,
];

const artLink = linkTerms('art');

/** What an art buyer receives, as the store and the art checkout's order summary say it. */
export const artPackageInclusions: readonly string[] = [
  'The artwork at full resolution',
  'A certificate of authenticity (PDF) with its own verification code',
  'Metadata in the ERC-721 format (JSON)',
  'The usage rights of your edition',
  `A download link by email, good for ${artLink.hours} hours and ${artLink.maxDownloads} downloads`,
];

/** What an art buyer receives, in the manual delivery screen's words. */
export const includedInArtOrder: readonly string[] = [
  'High-resolution artwork files',
  'Certificate of authenticity',
  'Blockchain metadata (JSON)',
  'Usage rights documentation',
  `${commerce.artDownloadHours}-hour download link (${commerce.artMaxDownloads} attempts)`,
];
