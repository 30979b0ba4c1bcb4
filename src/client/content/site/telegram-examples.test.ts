import { describe, expect, it } from 'vitest';
import type { BacktestReport } from '../../../backtest/report-types.ts';
import report from '../../features/demo/demo-report.json';
import { sampleConfig } from './strategy-rules.ts';
import { telegramExamples } from './telegram-examples.ts';
import { telegramNotifications } from './telegram-preview.ts';

const demo = report as unknown as BacktestReport;
const examples = telegramExamples(demo);
const grouped = (value: number) =>
  new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 }).format(value);

describe('the Telegram preview examples', () => {
  it('has one for every notification', () => {
    expect(Object.keys(examples).sort()).toEqual(telegramNotifications.map((n) => n.id).sort());
  });

  it('uses the demo account: its start balance and its trades’ prices', () => {
    expect(examples['drawdown-protection']).toContain(`${grouped(demo.summary.startBalance)} USDT`);
    const opened = demo.trades.find((t) => t.strategy === 'trend-following')!;
    expect(examples['trade-opened']).toContain(`Entry: ${grouped(opened.entryPrice)} USDT`);
    expect(examples['trade-opened']).toContain(opened.pair.replace('/', ''));
    expect(Object.values(examples).join('\n')).not.toMatch(/5,000|64,250/);
  });

  it('alerts on a drop past the threshold and dates events in days of the run', () => {
    const drop = /(-\d+\.\d)% over the last 24 h/.exec(examples['price-drop']);
    expect(Number(drop?.[1])).toBeLessThanOrEqual(-sampleConfig.priceDropAlertThreshold);
    expect(examples['circuit-breaker']).toMatch(/until Day \d+, \d\d:\d\d/);
    expect(examples['daily-summary']).toMatch(/^📊 Daily summary, Day \d+\nTrades closed: 3 /);
  });
});
