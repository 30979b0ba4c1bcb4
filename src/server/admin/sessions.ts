import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { hashToken, newToken } from '../crypto/tokens.ts';
import type { Db } from '../db/client.ts';
import { adminSessions, adminUsers } from '../db/schema.ts';

/** OWASP's session guidance for an admin area: short idle timeout, bounded lifetime. */
export const SESSION_IDLE_SECONDS = 30 * 60;
export const SESSION_ABSOLUTE_SECONDS = 12 * 60 * 60;

export interface AdminIdentity {
  sessionId: number;
  adminId: number;
  email: string;
  expiresAt: Date;
}

/** A new session with a new random token (the cookie value); only its hash is stored. */
export async function startSession(
  db: Db,
  adminId: number,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const [session] = await db
    .insert(adminSessions)
    .values({
      adminId,
      tokenHash: hashToken(token),
      expiresAt: sql`now() + make_interval(secs => ${SESSION_ABSOLUTE_SECONDS})`,
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
    });
  if (!session) return null;
  const [admin] = await db
    .select({ email: adminUsers.email })
    .from(adminUsers)
    .where(eq(adminUsers.id, session.adminId));
  return admin ? { ...session, email: admin.email } : null;
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
