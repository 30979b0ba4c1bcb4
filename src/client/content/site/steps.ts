import { commerce, siteConfig } from '../../../shared/site-config.ts';
import { riskProfiles } from './strategy-rules.ts';
import type { InfoItem, Step } from './types.ts';

const { exchange, messaging } = siteConfig;
const vps = commerce.vpsMonthlyCost;

/** The five getting-started steps (home page "How it works" and /how-it-works). */
export const steps: readonly Step[] = [
  {
    title: 'Download the package',
    description: `Complete the card checkout and your download link appears straight away; a copy is emailed to you within ${commerce.emailExpectedWithinMinutes} minutes. The link works for ${commerce.downloadHours} hours and up to ${commerce.maxDownloads} downloads, so save the zip somewhere safe.`,
  },
  {
    title: 'Install Python and dependencies',
    description:
      'Install Python 3.12, create a virtual environment in the unzipped folder and install the required libraries with one pip command. The included install scripts can do it for you.',
  },
  {
    title: `Configure API keys and ${messaging.name}`,
    description: `Create a ${exchange.name} API key with reading and spot trading only (withdrawals off, IP restriction recommended), create your ${messaging.name} bot with ${messaging.botFather}, and paste the keys, bot token and chat ID into the private .env file.`,
    hasViewMore: true,
    viewMoreLink: '/blog/securing-binance-api-keys',
    viewMoreText: `How to secure your ${exchange.name} API keys`,
  },
  {
    title: 'Set up a VPS',
    description: `To trade around the clock, rent a small virtual private server (about $${vps.min}-${vps.max} a month): Ubuntu, 1 CPU core, 1GB RAM and 25GB SSD are enough. The guide covers the firewall, automatic updates and a session that survives logging out.`,
  },
  {
    title: 'Run the bot',
    description: `Start on the ${exchange.name} testnet, watch the ${messaging.name} alerts for a few days, then switch to live trading with the conservative profile (${riskProfiles.conservative.positionSizePercent}% per trade). An auto-restart script keeps the bot running if it ever stops.`,
  },
];

/** What a buyer needs before starting (/how-it-works). */
export const technicalRequirements: readonly InfoItem[] = [
  {
    id: 'vps',
    title: 'VPS or always-on computer',
    description: 'Minimum 1GB RAM, 1 CPU core, 25GB SSD, running Ubuntu 20.04 or newer.',
    icon: 'Server',
  },
  {
    id: 'python',
    title: 'Python 3.12+',
    description:
      'Python 3.12 or newer plus the libraries in requirements.txt (installed with one pip command).',
    icon: 'Code',
  },
  {
    id: 'exchange-api',
    title: `${exchange.name} API key and secret`,
    description: `From your own ${exchange.name} account, with reading and spot trading enabled and withdrawals disabled.`,
    icon: 'KeyRound',
  },
  {
    id: 'telegram',
    title: `${messaging.name} bot token and chat ID`,
    description: `Optional but recommended: a free ${messaging.name} bot from ${messaging.botFather} for alerts and commands.`,
    icon: 'Send',
    optional: true,
  },
];

/** What the buyer can change in config.yaml (/how-it-works). */
export const configurationOptions: readonly InfoItem[] = [
  {
    id: 'strategy-selection',
    title: 'Strategy selection',
    description: 'Switch Trend Following, Mean Reversion and Breakout on or off independently.',
    icon: 'ChartCandlestick',
  },
  {
    id: 'risk-management',
    title: 'Risk management',
    description:
      'Pick the conservative or moderate profile, or set position size, stops, trailing stop, circuit breaker and drawdown limit yourself.',
    icon: 'ShieldCheck',
  },
  {
    id: 'trading-pairs',
    title: 'Trading pairs',
    description: `Choose which ${exchange.name} ${exchange.market} pairs the bot watches and how many positions it may hold at once.`,
    icon: 'Coins',
  },
  {
    id: 'timeframes',
    title: 'Timeframes',
    description: 'Set the candle interval the strategies read; 1h, 4h and 1d are recommended.',
    icon: 'Clock',
  },
  {
    id: 'indicator-parameters',
    title: 'Indicator parameters',
    description: 'Tune the EMA, RSI, ADX, Bollinger Band, ATR and volume periods and thresholds.',
    icon: 'Settings2',
  },
  {
    id: 'notification-settings',
    title: 'Notification settings',
    description: `Choose which ${messaging.name} alerts you receive, the alert thresholds and the daily summary time.`,
    icon: 'Bell',
  },
];
