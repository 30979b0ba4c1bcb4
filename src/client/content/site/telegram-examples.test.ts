import { describe, expect, it } from 'vitest';
import type { BacktestReport } from '../../../backtest/report-types.ts';
import { formatSimTime } from '../../../shared/sim-day.ts';
import report from '../../features/demo/demo-report.json';
import { telegramExamples } from './telegram-examples.ts';
import { telegramNotifications } from './telegram-preview.ts';

const demo = report as unknown as BacktestReport;
const examples = telegramExamples(demo);
const shown = Object.values(examples).filter((example) => example !== null);

describe('the Telegram preview examples', () => {
  it('has an entry for every notification', () => {
    expect(Object.keys(examples).sort()).toEqual(telegramNotifications.map((n) => n.id).sort());
  });

  it('are messages of the demo’s bot log, word for word, at the time it sent them', () => {
    expect(shown.length).toBeGreaterThanOrEqual(6);
    for (const example of shown) {
      expect(
        demo.messages.some(
          (message) =>
            message.text === example.text &&
            formatSimTime(message.time, demo.period.startTime) === example.time,
        ),
      ).toBe(true);
    }
  });

  it('shows no event the backtest did not have', () => {
    const kinds = new Set(demo.messages.map((message) => message.kind));
    expect(examples['drawdown-protection'] === null).toBe(!kinds.has('drawdown-pause'));
    expect(examples['price-discrepancy']).toBeNull();
    expect(examples.errors).toBeNull();
    const texts = shown.map((example) => `${example.text}\n${example.time}`).join('\n');
    expect(texts).not.toMatch(/Mode: LIVE|09:41|24:00|\b1 losses\b/);
  });

  it('ends its daily summary on the run’s final balance', () => {
    expect(examples['daily-summary']?.text).toContain(
      `${demo.summary.finalBalance.toLocaleString('en-US', { minimumFractionDigits: 2 })} USDT`,
    );
    expect(examples['daily-summary']?.time).toBe(`End of Day ${demo.period.days}`);
  });
});
