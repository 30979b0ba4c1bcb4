import type { BacktestReport, BotMessage, BotMessageKind } from '../../../backtest/report-types.ts';
import { formatSimTime } from '../../../shared/sim-day.ts';
import type { TelegramExample, TelegramNotificationId } from './types.ts';

/*
 * The /telegram-preview examples are messages of the demo's own bot log (report.messages), the
 * log the demo's Telegram tab shows: same text, same pairs and icons, stamped with the run's own
 * clock. A kind of message the backtest never sent has no example, rather than an invented one.
 */

/** Which logged message illustrates each notification; null where the backtest logs none. */
const exampleSource: Record<TelegramNotificationId, ((message: BotMessage) => boolean) | null> = {
  'trade-opened': kind('trade-opened'),
  // A sale that locked in a profit (stop loss and take profit have cards of their own), not the
  // forced sale when the data ends.
  'trade-closed': kind('trailing-stop'),
  'stop-loss-hit': kind('stop-loss'),
  'trailing-stop-activated': null,
  'take-profit-hit': kind('take-profit'),
  'circuit-breaker': kind('circuit-breaker'),
  'drawdown-protection': kind('drawdown-pause'),
  'price-drop': null,
  'price-discrepancy': null,
  'daily-summary': kind('daily-summary'),
  errors: null,
};

function kind(wanted: BotMessageKind) {
  return (message: BotMessage) => message.kind === wanted;
}

/**
 * Every notification's example from the report: the first such message of the run (for the
 * daily summary, the last: the run's closing figures), or null when the run sent none.
 */
export function telegramExamples(
  report: BacktestReport,
): Record<TelegramNotificationId, TelegramExample | null> {
  const example = (id: TelegramNotificationId): TelegramExample | null => {
    const matches = exampleSource[id];
    const message =
      matches === null
        ? undefined
        : id === 'daily-summary'
          ? report.messages.findLast(matches)
          : report.messages.find(matches);
    return message
      ? { text: message.text, time: formatSimTime(message.time, report.period.startTime) }
      : null;
  };
  const ids = Object.keys(exampleSource) as TelegramNotificationId[];
  return Object.fromEntries(ids.map((id) => [id, example(id)])) as Record<
    TelegramNotificationId,
    TelegramExample | null
  >;
}
