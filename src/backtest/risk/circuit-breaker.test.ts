import { describe, expect, it } from 'vitest';
import { riskProfiles } from '../rules.ts';
import {
  circuitPaused,
  closedCircuit,
  recordTradeResult,
  releaseIfCooled,
} from './circuit-breaker.ts';

const moderate = riskProfiles.moderate;
const hour = 3_600;

describe('circuit breaker', () => {
  it('trips on the Nth consecutive loss and pauses for the cooldown', () => {
    let state = closedCircuit;
    for (let i = 1; i <= 3; i++) {
      const result = recordTradeResult(state, -1, i * hour, moderate);
      expect(result.tripped).toBe(false);
      state = result.state;
    }
    const fourth = recordTradeResult(state, -1, 4 * hour, moderate);
    expect(fourth.tripped).toBe(true);
    expect(fourth.state).toEqual({ consecutiveLosses: 0, pausedUntil: 16 * hour });
    expect(circuitPaused(fourth.state)).toBe(true);
    expect(releaseIfCooled(fourth.state, 15 * hour).resumed).toBe(false);
    const cooled = releaseIfCooled(fourth.state, 16 * hour);
    expect(cooled.resumed).toBe(true);
    expect(circuitPaused(cooled.state)).toBe(false);
  });

  it('resets the streak on a win', () => {
    let state = closedCircuit;
    for (const profit of [-1, -1, -1, 2, -1, -1, -1]) {
      const result = recordTradeResult(state, profit, 0, moderate);
      expect(result.tripped).toBe(false);
      state = result.state;
    }
    expect(state.consecutiveLosses).toBe(3);
  });

  it('uses the conservative profile numbers: 3 losses, 24 h', () => {
    let state = closedCircuit;
    let tripped = false;
    for (let i = 0; i < 3; i++)
      ({ state, tripped } = recordTradeResult(state, -1, 0, riskProfiles.conservative));
    expect(tripped).toBe(true);
    expect(state.pausedUntil).toBe(24 * hour);
  });
});
