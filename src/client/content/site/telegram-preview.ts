import { siteConfig } from '../../../shared/site-config.ts';
import { botCommands, type BotCommandName } from './bot-commands.ts';
import { oneDecimal, riskProfiles, sampleConfig } from './strategy-rules.ts';
import type { BotCommand, TelegramNotificationKind } from './types.ts';
import { previewCommands } from '../../../shared/bot-rules.ts';

const m = riskProfiles.moderate;
const { exchange, messaging } = siteConfig;

/**
 * What the bot sends to your chat (/telegram-preview). Their example messages come from the demo's
 * backtest (telegram-examples.ts), so they show the demo's account and prices.
 */
export const telegramNotifications: readonly TelegramNotificationKind[] = [
  {
    id: 'trade-opened',
    title: 'Trade opened',
    icon: 'CirclePlus',
    description:
      'Sent the moment a buy order fills, with the reason for the entry and the exit levels.',
  },
  {
    id: 'trade-closed',
    title: 'Trade closed with P&L',
    icon: 'CircleCheck',
    description: 'Sent when a position is sold, with the exit reason, fees and net profit or loss.',
  },
  {
    id: 'stop-loss-hit',
    title: 'Stop loss hit',
    icon: 'OctagonX',
    description:
      'Sent when a trade closes at its ATR stop, with the running count toward the circuit breaker.',
  },
  {
    id: 'trailing-stop-activated',
    title: 'Trailing stop activated',
    icon: 'TrendingUp',
    description: `Sent when a trade reaches the activation profit (${oneDecimal(m.trailingActivationPercent)}% on the moderate profile) and the stop starts to follow the price.`,
  },
  {
    id: 'take-profit-hit',
    title: 'Take profit hit',
    icon: 'Target',
    description: 'Sent when a trade reaches its ATR-based profit target and is sold.',
  },
  {
    id: 'circuit-breaker',
    title: 'Circuit breaker tripped',
    icon: 'ZapOff',
    description: `Sent when too many trades in a row lose (${m.circuitBreakerLosses} on the moderate profile) and the bot stops opening new trades for a cooling-off period.`,
  },
  {
    id: 'drawdown-protection',
    title: 'Drawdown protection pause',
    icon: 'ShieldExclamationPoint',
    description: `Sent when your balance falls more than the drawdown limit (${oneDecimal(m.maxDrawdownPercent)}% on the moderate profile) below its peak. Trading stays paused until you resume it.`,
  },
  {
    id: 'price-drop',
    title: 'Price drop alert',
    icon: 'TrendingDown',
    description: `Sent when a watched pair falls by the alert threshold (${oneDecimal(sampleConfig.priceDropAlertThreshold)}% by default) over the lookback window. Information only: the bot takes no action.`,
  },
  {
    id: 'price-discrepancy',
    title: 'Price discrepancy alert',
    icon: 'Scale',
    description: `Sent when an order fills more than the threshold (${sampleConfig.priceDiscrepancyAlertThresholdPercent}% by default) away from the price the signal was based on, a sign of thin liquidity or a fast market.`,
  },
  {
    id: 'daily-summary',
    title: 'Daily summary',
    icon: 'CalendarCheck',
    description:
      'Sent once a day at the time you choose: trades, result, balance and open positions.',
  },
  {
    id: 'errors',
    title: 'Errors',
    icon: 'TriangleExclamationPoint',
    description: `Sent when ${exchange.name} or ${messaging.name} returns an error, with what the bot will do next and what you can check.`,
  },
];

// Every listed command must be one the bot documents.
const listed: readonly BotCommandName[] = previewCommands;

/** The command list of /telegram-preview, in this order. */
export const telegramCommands: readonly BotCommand[] = listed.map((name) => {
  const command = botCommands.find((c) => c.command === name);
  if (command === undefined) throw new Error(`Unknown bot command ${name}`);
  return command;
});
