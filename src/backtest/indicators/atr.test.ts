import { ATR } from 'technicalindicators';
import { describe, expect, it } from 'vitest';
import { atr } from './atr.ts';
import { expectMatchesReference, testCandles } from '../testing/test-candles.ts';

const candles = testCandles(3_000);
const closes = candles.map((c) => c.close);

describe('atr', () => {
  it('ATR 14 matches technicalindicators from index 14', () => {
    const theirs = ATR.calculate({
      period: 14,
      high: candles.map((c) => c.high),
      low: candles.map((c) => c.low),
      close: closes,
    });
    expectMatchesReference(atr(candles, 14), theirs, 14, 1e-9, expect);
  });
});
