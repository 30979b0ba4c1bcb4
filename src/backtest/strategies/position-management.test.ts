import { describe, expect, it } from 'vitest';
import type { Position } from '../position.ts';
import { riskProfiles } from '../rules.ts';
import { candle, quietSnapshot } from '../testing/candle-builders.ts';
import {
  initialLevels,
  intrabarExit,
  trailingLevel,
  updateAtClose,
} from './position-management.ts';

const moderate = riskProfiles.moderate;

function position(fields: Partial<Position> = {}): Position {
  return {
    id: 1,
    pair: 'BTC/USDT',
    strategy: 'trend-following',
    managedBy: 'trend-following',
    entryTime: 0,
    entryPrice: 100,
    amount: 2,
    stake: 200,
    entryFee: 0.2,
    entryAtr: 1,
    ...initialLevels('trend-following', 100, 1, moderate),
    highestPrice: 100,
    trailingActive: false,
    ...fields,
  };
}

describe('initialLevels', () => {
  it('puts the stop at the profile ATR multiple and the take profit at the strategy multiple', () => {
    expect(initialLevels('trend-following', 100, 2, moderate)).toEqual({
      stopPrice: 95,
      takeProfitPrice: 108,
    });
    expect(initialLevels('breakout', 100, 2, moderate)).toEqual({
      stopPrice: 95,
      takeProfitPrice: 105,
    });
    expect(initialLevels('mean-reversion', 100, 2, riskProfiles.conservative)).toEqual({
      stopPrice: 94,
      takeProfitPrice: 103,
    });
  });
});

describe('intrabarExit', () => {
  it('takes profit at the level when the high reaches it', () => {
    expect(intrabarExit(position(), candle({ high: 104.5, low: 99.5 }), moderate)).toEqual({
      price: 104,
      reason: 'take-profit',
    });
  });

  it('stops out at the stop level, or at the open after a gap down', () => {
    expect(intrabarExit(position(), candle({ low: 97 }), moderate)).toEqual({
      price: 97.5,
      reason: 'stop-loss',
    });
    expect(
      intrabarExit(position(), candle({ open: 96, high: 96.5, low: 95, close: 96 }), moderate),
    ).toEqual({
      price: 96,
      reason: 'stop-loss',
    });
  });

  it('assumes the stop came first when one candle reaches both levels', () => {
    expect(intrabarExit(position(), candle({ high: 105, low: 97 }), moderate)?.reason).toBe(
      'stop-loss',
    );
  });

  it('holds when neither level is reached', () => {
    expect(intrabarExit(position(), candle({ high: 103, low: 98 }), moderate)).toBeUndefined();
  });
});

describe('trailing stop', () => {
  it('arms at the activation profit and then trails the high by the distance', () => {
    let held = position();
    // +1.4%: not armed yet (moderate arms at +1.5%).
    held = updateAtClose(
      held,
      candle({ high: 101.4, close: 101.2 }),
      quietSnapshot,
      moderate,
    ).position;
    expect(held.trailingActive).toBe(false);
    expect(trailingLevel(held, moderate)).toBeUndefined();
    // +2%: armed, the trail sits 0.8% under the highest price.
    held = updateAtClose(
      held,
      candle({ high: 102, close: 101.8 }),
      quietSnapshot,
      moderate,
    ).position;
    expect(held.trailingActive).toBe(true);
    expect(trailingLevel(held, moderate)).toBeCloseTo(102 * 0.992, 10);
    // A dip through the trail sells at the trail, above the entry: a trailing-stop win.
    const exit = intrabarExit(
      held,
      candle({ open: 101.5, high: 101.6, low: 100.9, close: 101 }),
      moderate,
    );
    expect(exit?.reason).toBe('trailing-stop');
    expect(exit?.price).toBeCloseTo(101.184, 10);
  });

  it('keeps the trail from earlier candles within the candle that makes a new high', () => {
    const armed = position({ trailingActive: true, highestPrice: 102 });
    // The candle rallies to 103.9 and dips to 101.5: the trail from before (101.184) holds.
    expect(
      intrabarExit(armed, candle({ open: 102, high: 103.9, low: 101.5 }), moderate),
    ).toBeUndefined();
  });
});

describe('updateAtClose', () => {
  it('hands a breakout to Trend Following once ADX is above 25, widening the take profit', () => {
    const breakoutPosition = position({
      strategy: 'breakout',
      managedBy: 'breakout',
      ...initialLevels('breakout', 100, 1, moderate),
    });
    const weak = updateAtClose(breakoutPosition, candle(), { ...quietSnapshot, adx: 25 }, moderate);
    expect(weak.position.managedBy).toBe('breakout');
    expect(weak.position.takeProfitPrice).toBe(102.5);
    const strong = updateAtClose(
      breakoutPosition,
      candle(),
      { ...quietSnapshot, adx: 26 },
      moderate,
    );
    expect(strong.position.managedBy).toBe('trend-following');
    expect(strong.position.takeProfitPrice).toBe(104);
    expect(strong.position.strategy).toBe('breakout');
  });

  it('asks Mean Reversion to exit when the close is back at the middle band', () => {
    const reversion = position({ strategy: 'mean-reversion', managedBy: 'mean-reversion' });
    const below = updateAtClose(reversion, candle({ close: 99.9 }), quietSnapshot, moderate);
    expect(below.signalExit).toBe(false);
    const back = updateAtClose(reversion, candle({ close: 100 }), quietSnapshot, moderate);
    expect(back.signalExit).toBe(true);
    const trend = updateAtClose(position(), candle({ close: 100 }), quietSnapshot, moderate);
    expect(trend.signalExit).toBe(false);
  });
});
