import { eq, sql } from 'drizzle-orm';
import { type SecondFactorKind, secondFactorKinds } from '../../../shared/admin/second-factor.ts';
import type { Db } from '../../db/client.ts';
import { adminPasskeys, adminRecoveryCodes, adminTotp, shopSettings } from '../../db/schema.ts';
import { hasPasskeySql, hasTotpSql, POLICY_KEY, secondFactorRequiredSql } from './enrolment-sql.ts';

/** The ways a member can answer the second step (none: they sign in with the password alone). */
export async function secondFactorKindsOf(db: Db, adminId: number): Promise<SecondFactorKind[]> {
  const [row] = await db
    .select({
      totp: hasTotpSql(adminId),
      passkey: hasPasskeySql(adminId),
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

/** Removes every second factor of a member (the owner's reset, for a lost phone and codes). */
export async function clearSecondFactors(db: Db, adminId: number): Promise<void> {
  await db.delete(adminTotp).where(eq(adminTotp.adminId, adminId));
  await db.delete(adminPasskeys).where(eq(adminPasskeys.adminId, adminId));
  await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId));
}
