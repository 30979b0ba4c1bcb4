import type { EngineResult, TradeRecord } from './engine-types.ts';
import { shareAsPercent } from '../shared/percent.ts';
import { formatSimDay } from '../shared/sim-day.ts';
import { coinAmount, price, signedPct, signedUsdt, usdt } from './format.ts';
import { drawdownPercent } from './risk/drawdown-guard.ts';
import { strategyNames } from './rules.ts';
import type { BotMessage, BotMessageKind } from './report-types.ts';
import { daySeconds, type ExitReason, hourSeconds } from './types.ts';

const base = (pair: string) => pair.split('/')[0] ?? pair;

function management(trade: TradeRecord): string {
  const opened = strategyNames[trade.strategy];
  return trade.managedBy === trade.strategy
    ? opened
    : `${opened}, managed by ${strategyNames[trade.managedBy]}`;
}

export function openedText(trade: TradeRecord): string {
  return [
    `🟢 BUY ${trade.pair} (${strategyNames[trade.strategy]})`,
    `Entry ${price(trade.entryPrice)} · ${coinAmount(trade.amount)} ${base(trade.pair)} (${usdt(trade.stake)})`,
    `Stop ${price(trade.initialStop)} · target ${price(trade.initialTakeProfit)}`,
  ].join('\n');
}

const closeHeadline: Record<ExitReason, [BotMessageKind, string]> = {
  'take-profit': ['take-profit', '🎯 Take profit hit'],
  'stop-loss': ['stop-loss', '🛑 Stop loss hit'],
  'trailing-stop': ['trailing-stop', '📉 Trailing stop hit'],
  'signal-exit': ['trade-closed', '🔵 Exit signal (back at the middle band)'],
  'end-of-backtest': ['trade-closed', '⏹ Closed at the end of the backtest'],
};

export function closedText(trade: TradeRecord): { kind: BotMessageKind; text: string } {
  const [kind, headline] = closeHeadline[trade.exitReason];
  const hours = Math.round((trade.exitTime - trade.entryTime) / hourSeconds);
  return {
    kind,
    text: [
      `${headline}: SELL ${trade.pair} at ${price(trade.exitPrice)}`,
      `${management(trade)} · in at ${price(trade.entryPrice)} · ${hours} h`,
      `P&L ${signedPct(trade.profitPct)} (${signedUsdt(trade.profit)})`,
    ].join('\n'),
  };
}

const riskHeadline = {
  'circuit-breaker': '⚡ Circuit breaker',
  'drawdown-pause': '⚠️ Drawdown protection',
  resume: '▶️ Trading resumed',
} as const;

/**
 * What the Telegram bot would have sent over the backtest: every opened and closed trade, every
 * risk event, and a summary at each UTC midnight. Sorted by time; at equal times the daily
 * summary comes before that hour's trades (it reports the day that just ended), after the
 * closes at the end of the data (they end the last day).
 */
export function buildMessageLog(
  result: EngineResult,
  startTime: number,
  endTime: number,
): BotMessage[] {
  const entries: { message: BotMessage; order: number }[] = [];
  const add = (time: number, kind: BotMessageKind, text: string, order = 1) =>
    entries.push({ message: { time, kind, text }, order });

  const byEntry = [...result.trades].sort((a, b) => a.entryTime - b.entryTime || a.id - b.id);
  for (const trade of byEntry) add(trade.entryTime, 'trade-opened', openedText(trade));
  for (const trade of result.trades) {
    const closed = closedText(trade);
    // The closes at the end of the data come before the last daily summary, which counts them.
    add(trade.exitTime, closed.kind, closed.text, trade.exitReason === 'end-of-backtest' ? -1 : 2);
  }
  for (const event of result.riskEvents) {
    add(event.time, event.type, `${riskHeadline[event.type]}\n${event.detail}`, 2);
  }

  let peak = result.startBalance;
  let previousEquity = result.startBalance;
  const equityAt = new Map(result.equity.map((point) => [point.time, point]));
  for (let day = startTime + daySeconds; day <= endTime; day += daySeconds) {
    // The peak has to see every hour of the day, not only midnights.
    for (let t = day - daySeconds + hourSeconds; t <= day; t += hourSeconds) {
      peak = Math.max(peak, equityAt.get(t)?.equity ?? peak);
    }
    const point = equityAt.get(day);
    if (!point) continue;
    // Exits inside a candle carry its open time, so a midnight exit belongs to the next day; the
    // end-of-backtest closes carry the last close, the final midnight, and belong to the last day.
    const closedToday = result.trades.filter((t) =>
      t.exitReason === 'end-of-backtest'
        ? t.exitTime === day
        : t.exitTime >= day - daySeconds && t.exitTime < day,
    );
    const won = closedToday.filter((t) => t.profit > 0).length;
    const profit = closedToday.reduce((sum, t) => sum + t.profit, 0);
    const change = shareAsPercent(point.equity - previousEquity, previousEquity);
    add(
      day,
      'daily-summary',
      `📊 ${formatSimDay(day - daySeconds, startTime)}: equity ${usdt(point.equity)} (${signedPct(change, 2)})\n` +
        `${closedToday.length} closed (${won} won) ${signedUsdt(profit)} · ${point.openPositions} open · ` +
        `drawdown ${drawdownPercent(peak, point.equity).toFixed(1)}%`,
      0,
    );
    previousEquity = point.equity;
  }

  return entries
    .map((entry, index) => ({ ...entry, index }))
    .sort((a, b) => a.message.time - b.message.time || a.order - b.order || a.index - b.index)
    .map((entry) => entry.message);
}
