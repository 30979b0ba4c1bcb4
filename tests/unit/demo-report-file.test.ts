import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateDemoReport, serialiseReport } from '../../src/backtest/demo-report.ts';

describe('the demo page’s data', () => {
  it('is exactly what the backtest engine produces (regenerate with npm run demo:report)', () => {
    const committed = readFileSync('src/client/features/demo/demo-report.json', 'utf8');
    expect(committed === serialiseReport(generateDemoReport())).toBe(true);
  });
});
