import type { RiskProfile } from '../rules.ts';
import { hourSeconds } from '../types.ts';
import { shareAsPercent } from '../../shared/percent.ts';

export interface DrawdownState {
  readonly peakEquity: number;
  readonly paused: boolean;
  readonly pausedSince: number | undefined;
}

export type DrawdownEvent =
  | { type: 'pause'; drawdownPct: number }
  | { type: 'resume'; drawdownPct: number; peakReset: boolean };

export function startDrawdown(equity: number): DrawdownState {
  return { peakEquity: equity, paused: false, pausedSince: undefined };
}

export function drawdownPercent(peak: number, equity: number): number {
  return peak > 0 ? shareAsPercent(peak - equity, peak) : 0;
}

/**
 * Drawdown protection, checked at every candle close on marked-to-market equity. Past the
 * profile's maximum drawdown from peak equity, new entries pause. They resume when the drawdown
 * is back at or under the maximum. A paused bot with nothing open cannot recover by itself (its
 * equity no longer moves), so once it has been flat for the circuit-breaker cooldown the peak is
 * reset to the current equity and entries resume: the bot accepts the loss and starts afresh.
 */
export function updateDrawdown(
  state: DrawdownState,
  equity: number,
  time: number,
  openPositions: number,
  profile: RiskProfile,
): { state: DrawdownState; event: DrawdownEvent | undefined } {
  const peakEquity = Math.max(state.peakEquity, equity);
  const drawdownPct = drawdownPercent(peakEquity, equity);
  const beyond = drawdownPct > profile.maxDrawdownPercent;
  if (!state.paused) {
    if (!beyond) return { state: { ...state, peakEquity }, event: undefined };
    return {
      state: { peakEquity, paused: true, pausedSince: time },
      event: { type: 'pause', drawdownPct },
    };
  }
  if (!beyond) {
    return {
      state: { peakEquity, paused: false, pausedSince: undefined },
      event: { type: 'resume', drawdownPct, peakReset: false },
    };
  }
  const flatLongEnough =
    openPositions === 0 &&
    time - (state.pausedSince ?? time) >= profile.circuitBreakerPauseHours * hourSeconds;
  if (flatLongEnough) {
    return {
      state: { peakEquity: equity, paused: false, pausedSince: undefined },
      event: { type: 'resume', drawdownPct, peakReset: true },
    };
  }
  return { state: { ...state, peakEquity }, event: undefined };
}
