import { siteConfig } from '../../../shared/site-config.ts';
import { botCommands, type BotCommandName } from './bot-commands.ts';
import {
  indicatorSettings,
  oneDecimal,
  riskProfiles,
  sampleConfig,
  strategyNames,
  takeProfitAtr,
} from './strategy-rules.ts';
import type { BotCommand, TelegramNotification } from './types.ts';
import { previewCommands } from '../../../shared/bot-rules.ts';

const m = riskProfiles.moderate;
const { exchange, messaging } = siteConfig;

/*
 * The examples follow one imaginary live account: 5,000 USDT on the moderate profile, so each
 * position is 2% (about 100 USDT), with Binance's standard 0.1% fee on each side. The daily
 * summary adds up the three closed trades shown above it.
 */

/** What the bot sends to your chat, each with a sample message (/telegram-preview). */
export const telegramNotifications: readonly TelegramNotification[] = [
  {
    id: 'trade-opened',
    title: 'Trade opened',
    icon: 'CirclePlus',
    description:
      'Sent the moment a buy order fills, with the reason for the entry and the exit levels.',
    example: `🟢 Trade opened: BTCUSDT
Strategy: ${strategyNames.trendFollowing}
Entry: 64,250.00 USDT
Size: 0.00155 BTC (99.59 USDT, ${m.positionSizePercent}% of balance)
Stop loss: 63,200.00 (${m.atrStopMultiplier} × ATR)
Take profit: 65,930.00 (${oneDecimal(takeProfitAtr.trendFollowing)} × ATR)
Why: EMA ${indicatorSettings.emaPeriods[0]} > EMA ${indicatorSettings.emaPeriods[1]}, close > EMA ${indicatorSettings.emaPeriods[2]}, ADX 31.4, RSI 37.8
Mode: LIVE · Profile: ${m.label}`,
  },
  {
    id: 'trade-closed',
    title: 'Trade closed with P&L',
    icon: 'CircleCheck',
    description: 'Sent when a position is sold, with the exit reason, fees and net profit or loss.',
    example: `✅ Trade closed: ETHUSDT
Strategy: ${strategyNames.meanReversion}
Entry: 3,120.40 → Exit: 3,168.10
Size: 0.0320 ETH
Why: middle Bollinger Band reached
Fees: 0.20 USDT
P&L: +1.33 USDT (+1.33%)
Held: 5h 45m`,
  },
  {
    id: 'stop-loss-hit',
    title: 'Stop loss hit',
    icon: 'OctagonX',
    description:
      'Sent when a trade closes at its ATR stop, with the running count toward the circuit breaker.',
    example: `🔴 Stop loss hit: SOLUSDT
Strategy: ${strategyNames.breakout}
Entry: 148.20 → Exit: 143.40 (${m.atrStopMultiplier} × ATR stop)
Size: 0.674 SOL
Fees: 0.20 USDT
P&L: -3.43 USDT (-3.44%)
Losses in a row: 1 of ${m.circuitBreakerLosses}`,
  },
  {
    id: 'trailing-stop-activated',
    title: 'Trailing stop activated',
    icon: 'TrendingUp',
    description: `Sent when a trade reaches the activation profit (${oneDecimal(m.trailingActivationPercent)}% on the moderate profile) and the stop starts to follow the price.`,
    example: `📈 Trailing stop activated: BTCUSDT
Price: 65,230.00 (+1.53% from 64,250.00)
Activation: +${oneDecimal(m.trailingActivationPercent)}% reached
Trailing stop: 64,708.16 (${oneDecimal(m.trailingDistancePercent)}% below price)
From now on the stop only moves up.`,
  },
  {
    id: 'take-profit-hit',
    title: 'Take profit hit',
    icon: 'Target',
    description: 'Sent when a trade reaches its ATR-based profit target and is sold.',
    example: `🎯 Take profit hit: BNBUSDT
Strategy: ${strategyNames.trendFollowing}
Entry: 585.30 → Exit: 609.70 (${oneDecimal(takeProfitAtr.trendFollowing)} × ATR)
Size: 0.170 BNB
Fees: 0.20 USDT
P&L: +3.94 USDT (+3.96%)
Held: 2d 7h`,
  },
  {
    id: 'circuit-breaker',
    title: 'Circuit breaker tripped',
    icon: 'ZapOff',
    description: `Sent when too many trades in a row lose (${m.circuitBreakerLosses} on the moderate profile) and the bot stops opening new trades for a cooling-off period.`,
    example: `⛔ Circuit breaker tripped
${m.circuitBreakerLosses} losing trades in a row (${m.label.toLowerCase()} profile)
New entries paused for ${m.circuitBreakerPauseHours} h, until 23 Nov 2026 08:00 UTC
Open positions: 1, still managed with their stops
The bot resumes by itself; /resume ends the pause early.`,
  },
  {
    id: 'drawdown-protection',
    title: 'Drawdown protection pause',
    icon: 'ShieldExclamationPoint',
    description: `Sent when your balance falls more than the drawdown limit (${oneDecimal(m.maxDrawdownPercent)}% on the moderate profile) below its peak. Trading stays paused until you resume it.`,
    example: `⚠️ Drawdown protection: trading paused
Balance 4,490.00 USDT is 10.2% below the peak of 5,000.00 USDT
Limit: ${oneDecimal(m.maxDrawdownPercent)}% (${m.label.toLowerCase()} profile)
New entries paused; open positions still managed.
Review your settings, then send /resume when ready.`,
  },
  {
    id: 'price-drop',
    title: 'Price drop alert',
    icon: 'TrendingDown',
    description: `Sent when a watched pair falls by the alert threshold (${oneDecimal(sampleConfig.priceDropAlertThreshold)}% by default) over the lookback window. Information only: the bot takes no action.`,
    example: `📉 Price drop alert: XRPUSDT
-11.4% over the last 24 h (${sampleConfig.lookbackCandles} × ${sampleConfig.interval} candles)
Threshold: ${oneDecimal(sampleConfig.priceDropAlertThreshold)}%
Now: 0.5310 USDT · 24 h high: 0.5993
Information only, no action taken.`,
  },
  {
    id: 'price-discrepancy',
    title: 'Price discrepancy alert',
    icon: 'Scale',
    description: `Sent when an order fills more than the threshold (${sampleConfig.priceDiscrepancyAlertThresholdPercent}% by default) away from the price the signal was based on, a sign of thin liquidity or a fast market.`,
    example: `⚠️ Price discrepancy: ADAUSDT
Signal price: 0.4520 · Fill price: 0.4548
Difference: 0.62% (threshold ${sampleConfig.priceDiscrepancyAlertThresholdPercent}%)
Check liquidity on this pair, or raise the threshold in config.yaml.`,
  },
  {
    id: 'daily-summary',
    title: 'Daily summary',
    icon: 'CalendarCheck',
    description:
      'Sent once a day at the time you choose: trades, result, balance and open positions.',
    example: `📊 Daily summary, 22 Nov 2026
Trades closed: 3 (2 wins, 1 loss)
Net P&L today: +1.84 USDT
Balance: 5,001.84 USDT
Open positions: 1 (BTCUSDT +1.53%)
Status: running · Profile: ${m.label} · Mode: LIVE`,
  },
  {
    id: 'errors',
    title: 'Errors',
    icon: 'TriangleExclamationPoint',
    description: `Sent when ${exchange.name} or ${messaging.name} returns an error, with what the bot will do next and what you can check.`,
    example: `❗ Error from ${exchange.name}
Code -1021: Timestamp for this request was outside of the recvWindow.
Retrying in ${sampleConfig.sleepIntervalSeconds} s.
Check that the computer's clock is synchronised (timedatectl).`,
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
