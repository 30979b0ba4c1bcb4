import { percentOf } from '../../shared/percent.ts';
import type { RiskProfile } from '../rules.ts';

/**
 * Quote to spend on a new position: the profile's percentage of the balance. The balance is the
 * account at cost (free quote plus what open positions cost, fees included), so it moves with
 * realised profit and loss but not with open positions' swings, as the bot's /balance shows it.
 */
export function positionStake(balance: number, profile: RiskProfile): number {
  return percentOf(balance, profile.positionSizePercent);
}

/** Whether one more position fits: positions held plus orders waiting to fill. */
export function hasFreeSlot(
  openCount: number,
  pendingCount: number,
  profile: RiskProfile,
): boolean {
  return openCount + pendingCount < profile.maxConcurrentPositions;
}
