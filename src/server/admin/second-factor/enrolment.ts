import { eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type SecondFactorKind, secondFactorKinds } from '../../../shared/admin/second-factor.ts';
import { type Actor, recordAudit } from '../../audit/audit-log.ts';
import type { Db } from '../../db/client.ts';
import { AdminUserError, findAdminByEmail, normalizeEmail } from '../admin-users.ts';
import { adminPasskeys, adminRecoveryCodes, adminTotp, shopSettings } from '../../db/schema.ts';

/** The owner's setting: every member of staff must use a second factor. */
const POLICY_KEY = 'staff.requireSecondFactor';

/**
 * Whether the admin whose id is in `adminId` (a column of the outer query) has a second factor:
 * a confirmed authenticator app or a passkey. An SQL expression, so the session's one read of
 * its admin learns it too.
 */
export const hasSecondFactorSql = (adminId: AnyPgColumn): SQL<boolean> =>
  sql<boolean>`(exists (select 1 from ${adminTotp} where ${adminTotp.adminId} = ${adminId} and ${adminTotp.confirmedAt} is not null) or exists (select 1 from ${adminPasskeys} where ${adminPasskeys.adminId} = ${adminId}))`;

/** Whether the owner requires a second factor of everyone, as an SQL expression. */
export const secondFactorRequiredSql = (): SQL<boolean> =>
  sql<boolean>`coalesce((select ${shopSettings.value} = 'true' from ${shopSettings} where ${shopSettings.key} = ${POLICY_KEY}), false)`;

/** The ways a member can answer the second step (none: they sign in with the password alone). */
export async function secondFactorKindsOf(db: Db, adminId: number): Promise<SecondFactorKind[]> {
  const [row] = await db
    .select({
      totp: sql<boolean>`exists (select 1 from ${adminTotp} where ${adminTotp.adminId} = ${adminId} and ${adminTotp.confirmedAt} is not null)`,
      passkey: sql<boolean>`exists (select 1 from ${adminPasskeys} where ${adminPasskeys.adminId} = ${adminId})`,
    })
    .from(sql`(select 1) as one`);
  return secondFactorKinds.filter((kind) => row?.[kind] === true);
}

export async function secondFactorRequired(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ required: secondFactorRequiredSql() })
    .from(sql`(select 1) as one`);
  return row?.required === true;
}

export async function setSecondFactorRequired(db: Db, required: boolean): Promise<void> {
  const value = String(required);
  await db
    .insert(shopSettings)
    .values({ key: POLICY_KEY, value })
    .onConflictDoUpdate({ target: shopSettings.key, set: { value, updatedAt: sql`now()` } });
}

/**
 * `npm run admin -- reset-second-factor <email>`: clears an admin's second factors from the
 * command line, in the audit log as the CLI's.
 */
export async function resetSecondFactor(db: Db, actor: Actor, email: string) {
  const admin = await findAdminByEmail(db, email);
  if (!admin || admin.disabledAt !== null) {
    throw new AdminUserError(`There is no active admin ${normalizeEmail(email)}.`);
  }
  await db.transaction(async (tx) => {
    await clearSecondFactors(tx, admin.id);
    await recordAudit(tx, actor, {
      action: 'staff.second-factor-reset',
      targetType: 'admin',
      targetId: admin.id,
      detail: { email: admin.email },
    });
  });
  return admin;
}

/** Removes every second factor of a member (the owner's reset, for a lost phone and codes). */
export async function clearSecondFactors(db: Db, adminId: number): Promise<void> {
  await db.delete(adminTotp).where(eq(adminTotp.adminId, adminId));
  await db.delete(adminPasskeys).where(eq(adminPasskeys.adminId, adminId));
  await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId));
}
