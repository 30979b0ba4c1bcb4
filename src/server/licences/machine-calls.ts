import { and, eq, sql } from 'drizzle-orm';
import type { LicenceFile, LicenceRefusalCode, LicenceStatus } from '../../shared/licences.ts';
import type { Db } from '../db/client.ts';
import { licenceMachines, licences } from '../db/schema.ts';
import { botEntitlement, signLicenceFile } from './licence-file.ts';
import { hashLicenceKey } from './licence-keys.ts';
import {
  activeMachineCount,
  type Licence,
  licenceStatus,
  recordLicenceEvent,
} from './licence-store.ts';
import type { LicenceSigningKey } from './signing-key.ts';

/** What the bot's calls need from the configuration. */
export interface LicenceSettings {
  /** Machines a new licence may run on at once (LICENCE_MACHINES_ALLOWED). */
  machinesAllowed: number;
  /** How long a licence file lets the bot run without reaching the shop. */
  offlineGraceDays: number;
  signingKey: LicenceSigningKey;
}

/** One call of the bot: the key (normalised), its machine, and where the call came from. */
export interface MachineCall {
  key: string;
  fingerprint: string;
  name?: string;
  address: string;
}

export interface MachineCounts {
  status: LicenceStatus;
  machinesUsed: number;
  machinesAllowed: number;
}

export type Refusal = { code: LicenceRefusalCode; message: string };

export type CallAnswer<T> = { answer: T } | { refused: Refusal };

const refusals: Record<LicenceRefusalCode, string> = {
  unknown_key: 'We do not know this licence key. Please check it against your receipt.',
  revoked:
    'This licence no longer works: its order was refunded or the licence was revoked. Please contact support.',
  too_many_machines:
    'This licence is active on as many machines as it allows. Deactivate one of them first.',
  machine_deactivated:
    'This machine is not activated for this licence. Activate it again to go on using it.',
};

const refuse = (code: LicenceRefusalCode): { refused: Refusal } => ({
  refused: { code, message: refusals[code] },
});

type Machine = typeof licenceMachines.$inferSelect;

/**
 * Runs `work` on the key's licence, locked until the transaction ends: calls for one licence
 * take turns, in one process or many, so its machine limit holds. Known and unknown keys cost
 * the same up to this point: one hash, one lookup by an indexed column.
 */
async function withLockedLicence<T>(
  db: Db,
  key: string,
  work: (tx: Db, licence: Licence | undefined) => Promise<T>,
): Promise<T> {
  const keyHash = hashLicenceKey(key);
  return db.transaction(async (tx) => {
    const [licence] = await tx
      .select()
      .from(licences)
      .where(eq(licences.keyHash, keyHash))
      .for('update');
    return work(tx, licence);
  });
}

async function findMachine(tx: Db, licenceId: number, fingerprint: string) {
  const [machine] = await tx
    .select()
    .from(licenceMachines)
    .where(
      and(eq(licenceMachines.licenceId, licenceId), eq(licenceMachines.fingerprint, fingerprint)),
    );
  return machine;
}

async function countsOf(tx: Db, licence: Licence): Promise<MachineCounts> {
  return {
    status: licenceStatus(licence),
    machinesUsed: await activeMachineCount(tx, licence.id),
    machinesAllowed: licence.machinesAllowed,
  };
}

function licenceFileFor(licence: Licence, fingerprint: string, settings: LicenceSettings) {
  const issuedAt = new Date();
  const validUntil = new Date(issuedAt.getTime() + settings.offlineGraceDays * 86_400_000);
  return signLicenceFile(settings.signingKey.privateKey, {
    orderReference: licence.orderReference,
    licenceId: licence.id,
    fingerprint,
    entitlement: botEntitlement,
    issuedAt: issuedAt.toISOString(),
    validUntil: validUntil.toISOString(),
  });
}

/**
 * Activates the licence on a machine. A machine already active is seen again, not counted
 * twice; a new or deactivated one takes a place only while one is free.
 */
export function activateMachine(
  db: Db,
  call: MachineCall,
  settings: LicenceSettings,
): Promise<CallAnswer<MachineCounts & { licenceFile: LicenceFile }>> {
  return withLockedLicence(db, call.key, async (tx, licence) => {
    if (!licence) return refuse('unknown_key');
    if (licence.endedAt) return refuse('revoked');
    const machine = await findMachine(tx, licence.id, call.fingerprint);
    const active = machine !== undefined && machine.deactivatedAt === null;
    if (!active && (await activeMachineCount(tx, licence.id)) >= licence.machinesAllowed) {
      return refuse('too_many_machines');
    }
    await saveActiveMachine(tx, licence.id, machine, call);
    await recordLicenceEvent(tx, {
      licenceId: licence.id,
      kind: 'activated',
      machineName: call.name ?? machine?.name ?? null,
      address: call.address,
      actor: 'machine',
    });
    return {
      answer: {
        ...(await countsOf(tx, licence)),
        licenceFile: licenceFileFor(licence, call.fingerprint, settings),
      },
    };
  });
}

async function saveActiveMachine(
  tx: Db,
  licenceId: number,
  machine: Machine | undefined,
  call: MachineCall,
): Promise<void> {
  if (!machine) {
    await tx.insert(licenceMachines).values({
      licenceId,
      fingerprint: call.fingerprint,
      name: call.name ?? 'Unnamed machine',
      activatedAt: sql`now()`,
      lastSeenAt: sql`now()`,
      lastAddress: call.address,
    });
    return;
  }
  await tx
    .update(licenceMachines)
    .set({
      name: call.name ?? machine.name,
      lastSeenAt: sql`now()`,
      lastAddress: call.address,
      ...(machine.deactivatedAt ? { activatedAt: sql`now()`, deactivatedAt: null } : {}),
    })
    .where(eq(licenceMachines.id, machine.id));
}

/** Whether the licence still answers for this machine; a fresh licence file when it does. */
export function validateMachine(
  db: Db,
  call: MachineCall,
  settings: LicenceSettings,
): Promise<CallAnswer<MachineCounts & { licenceFile: LicenceFile }>> {
  return withLockedLicence(db, call.key, async (tx, licence) => {
    if (!licence) return refuse('unknown_key');
    if (licence.endedAt) return refuse('revoked');
    const machine = await findMachine(tx, licence.id, call.fingerprint);
    if (!machine || machine.deactivatedAt) return refuse('machine_deactivated');
    await tx
      .update(licenceMachines)
      .set({ lastSeenAt: sql`now()`, lastAddress: call.address })
      .where(eq(licenceMachines.id, machine.id));
    return {
      answer: {
        ...(await countsOf(tx, licence)),
        licenceFile: licenceFileFor(licence, call.fingerprint, settings),
      },
    };
  });
}

/** Frees the machine's place; a machine that was not active changes nothing. */
export function deactivateMachine(
  db: Db,
  call: MachineCall,
): Promise<CallAnswer<MachineCounts & { deactivated: boolean }>> {
  return withLockedLicence(db, call.key, async (tx, licence) => {
    if (!licence) return refuse('unknown_key');
    const machine = await findMachine(tx, licence.id, call.fingerprint);
    const active = machine !== undefined && machine.deactivatedAt === null;
    if (active) {
      await tx
        .update(licenceMachines)
        .set({ deactivatedAt: sql`now()`, lastSeenAt: sql`now()`, lastAddress: call.address })
        .where(eq(licenceMachines.id, machine.id));
      await recordLicenceEvent(tx, {
        licenceId: licence.id,
        kind: 'deactivated',
        machineName: machine.name,
        address: call.address,
        actor: 'machine',
      });
    }
    return { answer: { ...(await countsOf(tx, licence)), deactivated: active } };
  });
}

/** The licence a machine's call may act for, as a caller outside the licence API needs it. */
export interface MachineStanding {
  licenceId: number;
  orderId: number;
}

/**
 * The same test as `validateMachine` (the key is known, live, and active on this machine), for
 * calls that act for a licence without a fresh licence file: the update check. Seeing the machine
 * counts as seeing it for the owner's "last seen".
 */
export function checkMachine(db: Db, call: MachineCall): Promise<CallAnswer<MachineStanding>> {
  return withLockedLicence(db, call.key, async (tx, licence) => {
    if (!licence) return refuse('unknown_key');
    if (licence.endedAt) return refuse('revoked');
    const machine = await findMachine(tx, licence.id, call.fingerprint);
    if (!machine || machine.deactivatedAt) return refuse('machine_deactivated');
    await tx
      .update(licenceMachines)
      .set({ lastSeenAt: sql`now()`, lastAddress: call.address })
      .where(eq(licenceMachines.id, machine.id));
    return { answer: { licenceId: licence.id, orderId: licence.orderId } };
  });
}
