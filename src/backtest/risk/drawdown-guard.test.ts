import { describe, expect, it } from 'vitest';
import { riskProfiles } from '../rules.ts';
import { drawdownPercent, startDrawdown, updateDrawdown } from './drawdown-guard.ts';

const moderate = riskProfiles.moderate;
const hour = 3_600;

describe('drawdown protection', () => {
  it('pauses past the maximum drawdown and resumes when back under it', () => {
    let state = startDrawdown(10_000);
    ({ state } = updateDrawdown(state, 11_000, hour, 2, moderate));
    const atLimit = updateDrawdown(state, 9_900, 2 * hour, 2, moderate);
    expect(atLimit.event).toBeUndefined();
    const beyond = updateDrawdown(atLimit.state, 9_850, 3 * hour, 2, moderate);
    expect(beyond.event).toEqual({ type: 'pause', drawdownPct: drawdownPercent(11_000, 9_850) });
    expect(beyond.state.paused).toBe(true);
    const still = updateDrawdown(beyond.state, 9_800, 4 * hour, 2, moderate);
    expect(still.event).toBeUndefined();
    expect(still.state.paused).toBe(true);
    const back = updateDrawdown(still.state, 9_950, 5 * hour, 2, moderate);
    expect(back.event).toMatchObject({ type: 'resume', peakReset: false });
    expect(back.state).toEqual({ peakEquity: 11_000, paused: false, pausedSince: undefined });
  });

  it('resets the peak after a flat cooldown, since a flat account cannot recover', () => {
    let state = startDrawdown(10_000);
    ({ state } = updateDrawdown(state, 8_800, hour, 0, moderate));
    expect(state.paused).toBe(true);
    // Flat, but the cooldown (12 h for moderate) has not passed.
    expect(updateDrawdown(state, 8_800, 12 * hour, 0, moderate).event).toBeUndefined();
    // A position still open: wait for it, however long.
    expect(updateDrawdown(state, 8_800, 30 * hour, 1, moderate).event).toBeUndefined();
    const reset = updateDrawdown(state, 8_800, 13 * hour, 0, moderate);
    expect(reset.event).toMatchObject({ type: 'resume', peakReset: true });
    expect(reset.state.peakEquity).toBe(8_800);
  });
});
