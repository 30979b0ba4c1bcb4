import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { adminTotp } from '../../db/schema.ts';
import { newTotpSecret, totpStep } from './totp.ts';

/**
 * A new secret for the member's app, kept aside until a code from it confirms it: an app in use
 * keeps working while another is being set up.
 */
export async function startTotpSetup(db: Db, adminId: number): Promise<string> {
  const secret = newTotpSecret();
  await db
    .insert(adminTotp)
    .values({ adminId, pendingSecret: secret })
    .onConflictDoUpdate({ target: adminTotp.adminId, set: { pendingSecret: secret } });
  return secret;
}

/**
 * Puts the secret being set up in use when `code` is right for it; the code's step counts as
 * used. False when the code is wrong or no set-up was started.
 */
export async function confirmTotp(db: Db, adminId: number, code: string): Promise<boolean> {
  const [row] = await db
    .select({ pending: adminTotp.pendingSecret })
    .from(adminTotp)
    .where(eq(adminTotp.adminId, adminId));
  if (!row?.pending) return false;
  const step = await totpStep(row.pending, code, null);
  if (step === null) return false;
  const confirmed = await db
    .update(adminTotp)
    .set({
      secret: row.pending,
      pendingSecret: null,
      confirmedAt: sql`now()`,
      lastTimeStep: step,
    })
    .where(and(eq(adminTotp.adminId, adminId), eq(adminTotp.pendingSecret, row.pending)))
    .returning({ adminId: adminTotp.adminId });
  return confirmed.length === 1;
}

/**
 * Whether `code` is the member's current code, not used before. Taking it is one conditional
 * UPDATE of the last step used, so the same code sent twice at once is accepted once.
 */
export async function takeTotpCode(db: Db, adminId: number, code: string): Promise<boolean> {
  const [row] = await db
    .select({ secret: adminTotp.secret, lastStep: adminTotp.lastTimeStep })
    .from(adminTotp)
    .where(and(eq(adminTotp.adminId, adminId), isNotNull(adminTotp.confirmedAt)));
  if (!row?.secret) return false;
  const step = await totpStep(row.secret, code, row.lastStep);
  if (step === null) return false;
  const taken = await db
    .update(adminTotp)
    .set({ lastTimeStep: step })
    .where(
      and(
        eq(adminTotp.adminId, adminId),
        or(isNull(adminTotp.lastTimeStep), lt(adminTotp.lastTimeStep, step)),
      ),
    )
    .returning({ adminId: adminTotp.adminId });
  return taken.length === 1;
}

export async function hasTotp(db: Db, adminId: number): Promise<boolean> {
  const [row] = await db
    .select({ adminId: adminTotp.adminId })
    .from(adminTotp)
    .where(and(eq(adminTotp.adminId, adminId), isNotNull(adminTotp.confirmedAt)));
  return row !== undefined;
}

export async function removeTotp(db: Db, adminId: number): Promise<void> {
  await db.delete(adminTotp).where(eq(adminTotp.adminId, adminId));
}
