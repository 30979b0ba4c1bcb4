import { type SQL, sql } from 'drizzle-orm';
import { artCollections } from '../db/schema.ts';

/** A supply change as a request asks for it. */
export interface SupplyChange {
  totalSupply?: number;
  remainingSupply?: number;
}

/** The supply columns a refused change is explained from. */
export interface SupplyNow {
  totalSupply: number;
  remainingSupply: number;
  heldCount: number;
}

/**
 * The SET and WHERE parts of one conditional UPDATE for a supply change. Both read the row as it
 * is when the UPDATE runs (PostgreSQL re-checks the WHERE on the latest version of a row another
 * transaction just changed), so a checkout hold cannot slip in between the check and the write.
 *
 * - A new total alone moves the remaining supply with it: units already sold stay sold
 *   (new remaining = new total − (old total − old remaining)).
 * - An explicit remaining supply is taken as is, within the total.
 * - Either way, the remaining supply may not go below the units held for buyers paying now.
 */
export function supplyUpdate(change: SupplyChange): {
  set: { totalSupply?: number; remainingSupply?: number | SQL };
  where: SQL[];
} {
  const { totalSupply: total, remainingSupply: remaining } = change;
  const c = artCollections;
  if (remaining !== undefined) {
    return {
      set: { totalSupply: total, remainingSupply: remaining },
      where: [
        sql`${c.heldCount} <= ${remaining}::int`,
        ...(total === undefined ? [sql`${remaining}::int <= ${c.totalSupply}`] : []),
      ],
    };
  }
  if (total !== undefined) {
    const moved = sql`${total}::int - (${c.totalSupply} - ${c.remainingSupply})`;
    return {
      set: { totalSupply: total, remainingSupply: moved },
      where: [sql`${moved} >= ${c.heldCount}`],
    };
  }
  return { set: {}, where: [] };
}

/**
 * Why a supply change was refused, in words the owner can act on; undefined when the change
 * fits the collection as it is now (it was refused for another reason, or the row moved on).
 */
export function supplyRefusal(change: SupplyChange, now: SupplyNow): string | undefined {
  const sold = now.totalSupply - now.remainingSupply;
  const held = now.heldCount;
  const heldNote =
    held === 1
      ? '1 is held for a buyer paying right now'
      : `${held} are held for buyers paying right now`;
  if (change.remainingSupply !== undefined) {
    const total = change.totalSupply ?? now.totalSupply;
    if (change.remainingSupply > total) {
      return `Remaining supply can’t be more than the total supply (${total}).`;
    }
    if (change.remainingSupply < held) {
      return `Remaining supply can’t go below ${held}: ${heldNote}.`;
    }
    return undefined;
  }
  if (change.totalSupply !== undefined && change.totalSupply - sold < held) {
    const soldNote = sold === 1 ? '1 is already sold' : `${sold} are already sold`;
    const reasons = [sold > 0 ? soldNote : undefined, held > 0 ? heldNote : undefined];
    return `The total supply can’t go below ${sold + held}: ${reasons.filter(Boolean).join(' and ')}.`;
  }
  return undefined;
}
