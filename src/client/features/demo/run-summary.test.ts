import { describe, expect, it } from 'vitest';
import type { BacktestReport } from '../../../backtest/report-types.ts';
import report from './demo-report.json';
import { describeRun } from './run-summary.ts';

const demo = report as unknown as BacktestReport;

describe('describeRun', () => {
  const sentences = describeRun(demo);

  it('says the result with the figures the dashboard shows', () => {
    expect(sentences[0]).toMatch(/^Over 200 simulated days the bot made \d+ trades on 6 pairs/);
    expect(sentences[0]).toContain(`${demo.summary.tradeCount} trades`);
  });

  it('tells the worst dip and the circuit breaker in days of the run', () => {
    expect(sentences[1]).toMatch(/from Day \d+ to Day \d+\.$/);
    expect(sentences.join(' ')).toMatch(
      /On Day \d+, 4 losing trades in a row tripped the circuit breaker/,
    );
  });

  it('names what each strategy is for and says what was chosen for the demo', () => {
    expect(sentences[2]).toContain('Trend Following (riding the up-trends)');
    expect(sentences.at(-1)).toContain('not tuned to this data');
  });
});
