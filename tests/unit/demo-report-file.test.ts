import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateDemoReport, serialiseReport } from '../../src/backtest/demo-report.ts';
import { demoIntroFacts, serialiseIntroFacts } from '../../src/client/features/demo/demo-intro.ts';

const read = (name: string) => readFileSync(`src/client/features/demo/${name}`, 'utf8');

describe('the demo page’s data', () => {
  it('is exactly what the backtest engine produces (regenerate with npm run demo:report)', () => {
    expect(read('demo-report.json') === serialiseReport(generateDemoReport())).toBe(true);
  });

  it('gives the intro the figures and sentences of that report', () => {
    const intro = serialiseIntroFacts(demoIntroFacts(generateDemoReport()));
    expect(read('demo-intro.json')).toBe(intro);
    expect(JSON.parse(intro)).toMatchObject({ days: 200, runSentences: expect.any(Array) });
  });
});
