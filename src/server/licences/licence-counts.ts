import { count, gte, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { licenceMachines, licences } from '../db/schema.ts';

/** How far back "machines seen" looks: a bot validates daily, so a week misses none that run. */
export const MACHINES_SEEN_DAYS = 7;

/**
 * The owner's dashboard figures: licences no refund, dispute or revoke has ended, and machines
 * that called the licence API (activate, validate, deactivate) in the last 7 days.
 */
export async function licenceCounts(
  db: Db,
  now = new Date(),
): Promise<{ activeLicences: number; machinesSeenLast7Days: number }> {
  const since = new Date(now.getTime() - MACHINES_SEEN_DAYS * 24 * 60 * 60 * 1000);
  const [active] = await db.select({ n: count() }).from(licences).where(isNull(licences.endedAt));
  const [seen] = await db
    .select({ n: count() })
    .from(licenceMachines)
    .where(gte(licenceMachines.lastSeenAt, since));
  return { activeLicences: active?.n ?? 0, machinesSeenLast7Days: seen?.n ?? 0 };
}
