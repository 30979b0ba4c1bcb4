import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { maskLicenceKey } from '../../shared/licence-key.ts';
import type { AdminLicence, OwnerLicenceAction } from '../../shared/admin/licence.ts';
import { type Actor, recordAudit } from '../audit/audit-log.ts';
import type { Db } from '../db/client.ts';
import { licenceEvents, licenceMachines, licences } from '../db/schema.ts';
import {
  activeMachineCount,
  endLicence,
  licenceStatus,
  lockLicenceOfOrder,
  recordLicenceEvent,
} from './licence-store.ts';

/** An owner's action the licence's state does not allow (409), or an order without one (404). */
export class LicenceActionRefused extends Error {
  override name = 'LicenceActionRefused';
  constructor(
    readonly status: 404 | 409,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The owner revokes the order's licence (no machine activates or validates with it), restores
 * it, or frees every machine's place (each must activate again). Each is in the audit log, which
 * the order's timeline reads, in the same transaction.
 */
export async function changeLicence(
  db: Db,
  orderId: number,
  action: OwnerLicenceAction,
  actor: Actor,
): Promise<void> {
  await db.transaction(async (tx) => {
    const licence = await lockLicenceOfOrder(tx, orderId);
    if (!licence) throw new LicenceActionRefused(404, 'This order has no licence.');
    if (action === 'revoke') {
      if (!(await endLicence(tx, orderId, 'owner', actor.email))) {
        throw new LicenceActionRefused(409, 'This licence is already revoked.');
      }
    } else if (action === 'restore') {
      if (!licence.endedAt) throw new LicenceActionRefused(409, 'This licence is not revoked.');
      await tx
        .update(licences)
        .set({ endedAt: null, endReason: null })
        .where(eq(licences.id, licence.id));
      await recordLicenceEvent(tx, { licenceId: licence.id, kind: 'restored', actor: actor.email });
    } else {
      await tx
        .update(licenceMachines)
        .set({ deactivatedAt: sql`now()` })
        .where(
          and(eq(licenceMachines.licenceId, licence.id), isNull(licenceMachines.deactivatedAt)),
        );
      await recordLicenceEvent(tx, {
        licenceId: licence.id,
        kind: 'machines-reset',
        actor: actor.email,
      });
    }
    await recordAudit(tx, actor, {
      action: `licence.${action}`,
      targetType: 'order',
      targetId: orderId,
      detail: { licenceId: licence.id },
    });
  });
}

const iso = (date: Date) => date.toISOString();

/** The order's licence as the owner's order page shows it; null when it has none. */
export async function licenceForOwner(db: Db, orderId: number): Promise<AdminLicence | null> {
  const [licence] = await db.select().from(licences).where(eq(licences.orderId, orderId));
  if (!licence) return null;
  const machines = await db
    .select()
    .from(licenceMachines)
    .where(eq(licenceMachines.licenceId, licence.id))
    .orderBy(desc(licenceMachines.lastSeenAt));
  const history = await db
    .select()
    .from(licenceEvents)
    .where(eq(licenceEvents.licenceId, licence.id))
    .orderBy(desc(licenceEvents.id));
  return {
    maskedKey: maskLicenceKey(licence.keyLastGroup),
    status: licenceStatus(licence),
    endReason: licence.endReason,
    endedAt: licence.endedAt ? iso(licence.endedAt) : null,
    machinesUsed: await activeMachineCount(db, licence.id),
    machinesAllowed: licence.machinesAllowed,
    machines: machines.map((machine) => ({
      name: machine.name,
      fingerprint: machine.fingerprint,
      active: machine.deactivatedAt === null,
      activatedAt: iso(machine.activatedAt),
      lastSeenAt: iso(machine.lastSeenAt),
      lastAddress: machine.lastAddress,
    })),
    history: history.map((event) => ({
      at: iso(event.createdAt),
      kind: event.kind,
      machineName: event.machineName,
      address: event.address,
      actor: event.actor,
    })),
  };
}
