import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { artEditions, downloadGrants, orders } from '../db/schema.ts';
import type { DownloadGrant } from './order-repository.ts';

/*
 * An order's own links open what it bought: the bot's package for a bot order, its edition for an
 * art order. The owner may also send an art piece by hand against a paid order (another piece,
 * or a gift to a bot buyer); that edition's links hang off the same order but are a delivery of
 * their own, so the buyer's order page, the order's counts and a fresh link leave them out.
 */

/**
 * SQL for "this download grant is one of its order's own links": it opens no edition, or an
 * edition of the collection the order bought. Usable in any query over `download_grants`.
 */
export const isOwnLink = sql`not exists (
  select 1 from ${artEditions} e
  join ${orders} o on o.id = ${downloadGrants.orderId}
  where e.id = ${downloadGrants.artEditionId}
    and e.collection_id is distinct from o.art_collection_id)`;

/** The order's newest own link that has not been revoked: the one its buyer holds. */
export async function currentOwnGrant(db: Db, orderId: number): Promise<DownloadGrant | undefined> {
  const [grant] = await db
    .select()
    .from(downloadGrants)
    .where(and(eq(downloadGrants.orderId, orderId), isNull(downloadGrants.revokedAt), isOwnLink))
    .orderBy(desc(downloadGrants.id))
    .limit(1);
  return grant;
}
