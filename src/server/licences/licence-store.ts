import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { OrderLicence } from '../../shared/licences.ts';
import { sealForLibrary } from '../crypto/library-seal.ts';
import { openForOrder, sealForOrder } from '../crypto/order-seal.ts';
import type { LicenceEndReason } from '../../shared/admin/licence.ts';
import type { Db } from '../db/client.ts';
import { licenceEvents, licenceMachines, licences } from '../db/schema.ts';
import { hashLicenceKey, lastGroupOf, newLicenceKey } from './licence-keys.ts';

export type Licence = typeof licences.$inferSelect;

/** What issuing a licence needs to know of its order. */
export interface LicensedOrder {
  id: number;
  /** The order's public seal key: only the buyer's order token opens the sealed key. */
  grantSealKey: string | null;
  reference: string;
}

/** The library key's public half, which every new licence key is sealed to as well. */
export interface LibrarySeal {
  sealKey: string;
}

/**
 * Issues the order's licence in the caller's transaction (the one that pays the order and
 * creates its download grant). The key is returned once, for the receipt; the database keeps its
 * hash and the key sealed to the order.
 */
export async function issueLicence(
  tx: Db,
  order: LicensedOrder,
  machinesAllowed: number,
  library: LibrarySeal,
): Promise<{ licence: Licence; key: string }> {
  const key = newLicenceKey();
  const [licence] = await tx
    .insert(licences)
    .values({
      orderId: order.id,
      keyHash: hashLicenceKey(key),
      keySealed: order.grantSealKey ? sealForOrder(order.grantSealKey, key) : null,
      keyLibrarySealed: sealForLibrary(library.sealKey, key),
      keyLastGroup: lastGroupOf(key),
      orderReference: order.reference,
      machinesAllowed,
    })
    .returning();
  if (!licence) throw new Error('licence insert returned no row');
  return { licence, key };
}

/** The order's licence, locked until the transaction ends. */
export async function lockLicenceOfOrder(tx: Db, orderId: number): Promise<Licence | undefined> {
  const [licence] = await tx
    .select()
    .from(licences)
    .where(eq(licences.orderId, orderId))
    .for('update');
  return licence;
}

/** Records one thing that happened to a licence, in the caller's transaction. */
export async function recordLicenceEvent(
  tx: Db,
  event: typeof licenceEvents.$inferInsert,
): Promise<void> {
  await tx.insert(licenceEvents).values(event);
}

/**
 * Ends the order's licence (a whole refund, a dispute, the owner's revoke): from then on no
 * machine activates or validates with it. True when it was live until now.
 */
export async function endLicence(
  tx: Db,
  orderId: number,
  reason: LicenceEndReason,
  actor: string,
): Promise<boolean> {
  const licence = await lockLicenceOfOrder(tx, orderId);
  if (!licence || licence.endedAt) return false;
  await tx
    .update(licences)
    .set({ endedAt: sql`now()`, endReason: reason })
    .where(eq(licences.id, licence.id));
  await recordLicenceEvent(tx, { licenceId: licence.id, kind: 'ended', actor });
  return true;
}

/** Machines on which the licence is active now. */
export async function activeMachineCount(db: Db, licenceId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(licenceMachines)
    .where(and(eq(licenceMachines.licenceId, licenceId), isNull(licenceMachines.deactivatedAt)));
  return row?.n ?? 0;
}

export const licenceStatus = (licence: Pick<Licence, 'endedAt'>) =>
  licence.endedAt ? ('revoked' as const) : ('active' as const);

/**
 * The licence as the buyer's order view shows it: null for an order without one (art, or a bot
 * order from before licences), and when the order token does not open the sealed key. A key made
 * before the library had its own seal gets it now, while the order token has opened it, so the
 * buyer's library can show it from then on.
 */
export async function licenceForBuyer(
  db: Db,
  orderId: number,
  orderToken: string,
  library: LibrarySeal,
): Promise<OrderLicence | null> {
  const [licence] = await db.select().from(licences).where(eq(licences.orderId, orderId));
  const key = licence?.keySealed ? openForOrder(orderToken, licence.keySealed) : null;
  if (!licence || !key) return null;
  if (licence.keyLibrarySealed === null) {
    await db
      .update(licences)
      .set({ keyLibrarySealed: sealForLibrary(library.sealKey, key) })
      .where(and(eq(licences.id, licence.id), isNull(licences.keyLibrarySealed)));
  }
  return {
    key,
    status: licenceStatus(licence),
    machinesUsed: await activeMachineCount(db, licence.id),
    machinesAllowed: licence.machinesAllowed,
  };
}
