import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { adminPasskeys, adminTotp, shopSettings } from '../../db/schema.ts';

/** The owner's setting: every member of staff must use a second factor. */
export const POLICY_KEY = 'staff.requireSecondFactor';

/** An admin id: a column of the outer query, or a number. */
type AdminIdSql = AnyPgColumn | number;

/** Whether the admin has a confirmed authenticator app, as an SQL expression. */
export const hasTotpSql = (adminId: AdminIdSql): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${adminTotp} where ${adminTotp.adminId} = ${adminId} and ${adminTotp.confirmedAt} is not null)`;

/** Whether the admin has a passkey, as an SQL expression. */
export const hasPasskeySql = (adminId: AdminIdSql): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${adminPasskeys} where ${adminPasskeys.adminId} = ${adminId})`;

/**
 * Whether the admin has a second factor: a confirmed authenticator app or a passkey. An SQL
 * expression, so the session's one read of its admin learns it too.
 */
export const hasSecondFactorSql = (adminId: AdminIdSql): SQL<boolean> =>
  sql<boolean>`(${hasTotpSql(adminId)} or ${hasPasskeySql(adminId)})`;

/** Whether the owner requires a second factor of everyone, as an SQL expression. */
export const secondFactorRequiredSql = (): SQL<boolean> =>
  sql<boolean>`coalesce((select ${shopSettings.value} = 'true' from ${shopSettings} where ${shopSettings.key} = ${POLICY_KEY}), false)`;
