import { describe, expect, it } from 'vitest';
import { riskProfiles } from '../rules.ts';
import { feeOn, tradeProfit } from './fees.ts';
import { hasFreeSlot, positionStake } from './position-size.ts';

describe('position size and slots', () => {
  it('stakes the profile percentage of the balance', () => {
    expect(positionStake(10_000, riskProfiles.moderate)).toBe(200);
    expect(positionStake(10_000, riskProfiles.conservative)).toBe(100);
  });

  it('counts open positions and waiting orders against the maximum', () => {
    expect(hasFreeSlot(4, 0, riskProfiles.moderate)).toBe(true);
    expect(hasFreeSlot(4, 1, riskProfiles.moderate)).toBe(false);
    expect(hasFreeSlot(2, 1, riskProfiles.conservative)).toBe(false);
  });
});

describe('fees', () => {
  it('charges 0.1% on each side', () => {
    expect(feeOn(200)).toBeCloseTo(0.2, 12);
    // 200 USDT buys 2 coins at 100; selling at 101 gives 202 less 0.202 fee, less 200.2 paid.
    expect(tradeProfit(200, 2, 101)).toBeCloseTo(1.598, 12);
    // A flat round trip loses both fees.
    expect(tradeProfit(200, 2, 100)).toBeCloseTo(-0.4, 12);
  });
});
