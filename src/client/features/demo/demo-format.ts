const usdt = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const dateTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});
const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

export const formatUsdt = (value: number) => `${usdt.format(value)} USDT`;
export const formatPct = (value: number) => `${value > 0 ? '+' : ''}${value.toFixed(2)}%`;
/** Unix seconds → "Mar 4, 09:00" (UTC, like the bot's logs). */
export const formatTime = (unixSeconds: number) =>
  `${dateTime.format(new Date(unixSeconds * 1000))} UTC`;
export const formatDay = (iso: string) => day.format(new Date(iso));

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
