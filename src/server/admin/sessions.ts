import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { RECENT_CHECK_SECONDS, type StaffRole } from '../../shared/admin/staff-roles.ts';
import { hashToken, newToken } from '../crypto/tokens.ts';
import type { Db } from '../db/client.ts';
import { adminSessions, adminUsers } from '../db/schema.ts';
import { hasSecondFactorSql, secondFactorRequiredSql } from './second-factor/enrolment-sql.ts';

/** OWASP's session guidance for an admin area: short idle timeout, bounded lifetime. */
export const SESSION_IDLE_SECONDS = 30 * 60;
export const SESSION_ABSOLUTE_SECONDS = 12 * 60 * 60;

export interface AdminIdentity {
  sessionId: number;
  adminId: number;
  email: string;
  /** Read at every request: a role change applies to open sessions at once. */
  role: StaffRole;
  expiresAt: Date;
  /** The session's last proof of who is there (sign-in or the password again). */
  checkedAt: Date;
  /** Whether that was within RECENT_CHECK_SECONDS (by the database's clock, as the rest). */
  recentlyChecked: boolean;
  /** Read at every request too: whether they have a second factor, and the owner requires one. */
  secondFactor: { enrolled: boolean; required: boolean };
}

/** Where a session was opened from, shown to the staff member in their list of sessions. */
export interface SessionOrigin {
  userAgent?: string;
  address?: string;
}

/** Enough of a User-Agent to tell browsers apart, not a whole header's worth of text. */
const USER_AGENT_MAX = 300;

/**
 * A new session with a new random token (the cookie value); only its hash is stored. Signing in
 * is a check of who is there, so the session starts with a recent check.
 */
export async function startSession(
  db: Db,
  adminId: number,
  origin: SessionOrigin = {},
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const [session] = await db
    .insert(adminSessions)
    .values({
      adminId,
      tokenHash: hashToken(token),
      expiresAt: sql`now() + make_interval(secs => ${SESSION_ABSOLUTE_SECONDS})`,
      userAgent: origin.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
      address: origin.address ?? null,
    })
    .returning({ expiresAt: adminSessions.expiresAt });
  if (!session) throw new Error('session insert returned no row');
  await db
    .update(adminUsers)
    .set({ lastSignInAt: sql`now()` })
    .where(eq(adminUsers.id, adminId));
  return { token, expiresAt: session.expiresAt };
}

/**
 * The admin a session token belongs to, if the session is still open: not ended, used within the
 * idle timeout, before its absolute end, and its admin not disabled. Counts as activity.
 */
export async function resumeSession(db: Db, token: string): Promise<AdminIdentity | null> {
  const [session] = await db
    .update(adminSessions)
    .set({ lastSeenAt: sql`now()` })
    .where(
      and(
        eq(adminSessions.tokenHash, hashToken(token)),
        isNull(adminSessions.endedAt),
        gt(adminSessions.expiresAt, sql`now()`),
        gt(adminSessions.lastSeenAt, sql`now() - make_interval(secs => ${SESSION_IDLE_SECONDS})`),
        sql`exists (select 1 from ${adminUsers} where ${adminUsers.id} = ${adminSessions.adminId} and ${adminUsers.disabledAt} is null)`,
      ),
    )
    .returning({
      sessionId: adminSessions.id,
      adminId: adminSessions.adminId,
      expiresAt: adminSessions.expiresAt,
      checkedAt: adminSessions.checkedAt,
      recentlyChecked: sql<boolean>`${adminSessions.checkedAt} > now() - make_interval(secs => ${RECENT_CHECK_SECONDS})`,
    });
  if (!session) return null;
  const [admin] = await db
    .select({
      email: adminUsers.email,
      role: adminUsers.role,
      enrolled: hasSecondFactorSql(adminUsers.id),
      required: secondFactorRequiredSql(),
    })
    .from(adminUsers)
    .where(eq(adminUsers.id, session.adminId));
  if (!admin) return null;
  const { enrolled, required, ...who } = admin;
  return { ...session, ...who, secondFactor: { enrolled, required } };
}

/** The admin proved who they are again (password or second factor): the check is recent. */
export async function stampCheck(db: Db, sessionId: number): Promise<Date> {
  const [row] = await db
    .update(adminSessions)
    .set({ checkedAt: sql`now()` })
    .where(eq(adminSessions.id, sessionId))
    .returning({ checkedAt: adminSessions.checkedAt });
  if (!row) throw new Error('the session to stamp is gone');
  return row.checkedAt;
}

export async function endSession(db: Db, token: string): Promise<number> {
  const ended = await db
    .update(adminSessions)
    .set({ endedAt: sql`now()` })
    .where(and(eq(adminSessions.tokenHash, hashToken(token)), isNull(adminSessions.endedAt)))
    .returning({ id: adminSessions.id });
  return ended.length;
}

export async function endAllSessions(db: Db, adminId: number): Promise<number> {
  const ended = await db
    .update(adminSessions)
    .set({ endedAt: sql`now()` })
    .where(and(eq(adminSessions.adminId, adminId), isNull(adminSessions.endedAt)))
    .returning({ id: adminSessions.id });
  return ended.length;
}
