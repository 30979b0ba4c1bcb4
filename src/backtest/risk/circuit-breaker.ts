import type { RiskProfile } from '../rules.ts';
import { hourSeconds } from '../types.ts';

export interface CircuitBreakerState {
  readonly consecutiveLosses: number;
  /** Unix seconds at which new entries may start again; undefined when not tripped. */
  readonly pausedUntil: number | undefined;
}

export const closedCircuit: CircuitBreakerState = { consecutiveLosses: 0, pausedUntil: undefined };

/**
 * Count a closed trade. A loss (net profit below zero, fees included) extends the streak; a win
 * ends it. The Nth loss in a row trips the breaker: new entries stop for the cooldown, counted
 * from that loss, and the streak starts again from zero.
 */
export function recordTradeResult(
  state: CircuitBreakerState,
  profit: number,
  time: number,
  profile: RiskProfile,
): { state: CircuitBreakerState; tripped: boolean } {
  if (profit >= 0) return { state: { ...state, consecutiveLosses: 0 }, tripped: false };
  const losses = state.consecutiveLosses + 1;
  if (losses < profile.circuitBreakerLosses) {
    return { state: { ...state, consecutiveLosses: losses }, tripped: false };
  }
  const pausedUntil = time + profile.circuitBreakerPauseHours * hourSeconds;
  return {
    state: { consecutiveLosses: 0, pausedUntil: Math.max(pausedUntil, state.pausedUntil ?? 0) },
    tripped: true,
  };
}

/** Clear an expired pause. `resumed` tells the caller to log the resume. */
export function releaseIfCooled(
  state: CircuitBreakerState,
  time: number,
): { state: CircuitBreakerState; resumed: boolean } {
  if (state.pausedUntil === undefined || time < state.pausedUntil) return { state, resumed: false };
  return { state: { ...state, pausedUntil: undefined }, resumed: true };
}

export function circuitPaused(state: CircuitBreakerState): boolean {
  return state.pausedUntil !== undefined;
}
