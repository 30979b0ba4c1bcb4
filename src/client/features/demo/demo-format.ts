import { onFirstUse } from '../../../shared/on-first-use.ts';
import { formatSimTime } from '../../../shared/sim-day.ts';

// Made when a figure is first shown, not when the demo's code loads: a page's first formatter
// loads the browser's locale data, one long task (src/client/lib/dates.ts).
const twoDecimals = onFirstUse(
  () => new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);

/** One decimal, rounded half up like the backtest's own messages, so a figure reads the same. */
const oneDecimal = (value: number) => (Math.round(value * 10) / 10).toFixed(1);

export const formatUsdt = (value: number) => `${twoDecimals().format(value)} USDT`;
/** "1.87": ratios such as Sharpe and the profit factor. */
export const formatRatio = (value: number) => twoDecimals().format(value);
/** "+2.7%": every percentage of the run (return, drawdown, win rate) has one decimal, everywhere. */
export const formatPct = (value: number) =>
  `${Math.round(value * 10) > 0 ? '+' : ''}${oneDecimal(value)}%`;
export const formatPercent = (value: number) => `${oneDecimal(value)}%`;
/** Unix seconds → "Day 12, 09:00", counted from the run's start. */
export const formatTime = (unixSeconds: number, startTime: number) =>
  formatSimTime(unixSeconds, startTime);

export const strategyLabels: Record<string, string> = {
  'trend-following': 'Trend Following',
  'mean-reversion': 'Mean Reversion',
  breakout: 'Breakout',
};

export const exitReasonLabels: Record<string, string> = {
  'take-profit': 'Take profit',
  'stop-loss': 'Stop loss',
  'trailing-stop': 'Trailing stop',
  'signal-exit': 'Signal exit',
  'end-of-backtest': 'End of backtest',
};
