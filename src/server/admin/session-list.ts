import { and, desc, eq, gt, isNull, type SQL, sql } from 'drizzle-orm';
import type { StaffSession } from '../../shared/admin/staff.ts';
import type { Db } from '../db/client.ts';
import { adminSessions, adminUsers } from '../db/schema.ts';
import { SESSION_IDLE_SECONDS } from './sessions.ts';

/** A session that still opens the admin area: not ended, not past either timeout, admin active. */
const stillOpen = (): SQL =>
  and(
    isNull(adminSessions.endedAt),
    gt(adminSessions.expiresAt, sql`now()`),
    gt(adminSessions.lastSeenAt, sql`now() - make_interval(secs => ${SESSION_IDLE_SECONDS})`),
    isNull(adminUsers.disabledAt),
  ) as SQL;

/**
 * Open sessions, most recently used first: one admin's (their own list) or everyone's (the
 * owner's). `currentSessionId` marks the one the request came with.
 */
export async function openSessions(
  db: Db,
  whose: { adminId: number } | 'everyone',
  currentSessionId: number,
): Promise<StaffSession[]> {
  const rows = await db
    .select({
      id: adminSessions.id,
      email: adminUsers.email,
      browser: adminSessions.userAgent,
      address: adminSessions.address,
      createdAt: adminSessions.createdAt,
      lastSeenAt: adminSessions.lastSeenAt,
    })
    .from(adminSessions)
    .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.adminId))
    .where(
      whose === 'everyone'
        ? stillOpen()
        : and(stillOpen(), eq(adminSessions.adminId, whose.adminId)),
    )
    .orderBy(desc(adminSessions.lastSeenAt), desc(adminSessions.id))
    .limit(200);
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.id === currentSessionId,
  }));
}

/**
 * Ends one session by its id: the admin's own (`ownedBy`), or anyone's (the owner's view).
 * Returns the admin whose session it was, or undefined when there was no such open session.
 */
export async function endSessionById(
  db: Db,
  sessionId: number,
  ownedBy?: number,
): Promise<{ adminId: number } | undefined> {
  const [ended] = await db
    .update(adminSessions)
    .set({ endedAt: sql`now()` })
    .where(
      and(
        eq(adminSessions.id, sessionId),
        isNull(adminSessions.endedAt),
        ownedBy === undefined ? undefined : eq(adminSessions.adminId, ownedBy),
      ),
    )
    .returning({ adminId: adminSessions.adminId });
  return ended;
}
