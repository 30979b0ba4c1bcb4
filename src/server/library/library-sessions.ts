import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { libraryLimits } from '../../shared/library.ts';
import { hashToken, newToken } from '../crypto/tokens.ts';
import type { Db } from '../db/client.ts';
import { librarySessions } from '../db/schema.ts';

/** Who a library session belongs to: an address, lower-case, as orders are matched to it. */
export interface LibraryIdentity {
  sessionId: number;
  email: string;
}

/** A new session with a new random token (the cookie value); only its hash is stored. */
export async function startLibrarySession(
  db: Db,
  email: string,
): Promise<{ sessionToken: string; expiresAt: Date }> {
  const sessionToken = newToken();
  const [session] = await db
    .insert(librarySessions)
    .values({
      email,
      tokenHash: hashToken(sessionToken),
      expiresAt: sql`now() + make_interval(hours => ${libraryLimits.sessionHours})`,
    })
    .returning({ expiresAt: librarySessions.expiresAt });
  if (!session) throw new Error('library session insert returned no row');
  return { sessionToken, expiresAt: session.expiresAt };
}

/**
 * The session a token belongs to while it is open: not ended, used within the idle time, before
 * its end. Counts as activity.
 */
export async function resumeLibrarySession(db: Db, token: string): Promise<LibraryIdentity | null> {
  const [session] = await db
    .update(librarySessions)
    .set({ lastSeenAt: sql`now()` })
    .where(
      and(
        eq(librarySessions.tokenHash, hashToken(token)),
        isNull(librarySessions.endedAt),
        gt(librarySessions.expiresAt, sql`now()`),
        gt(
          librarySessions.lastSeenAt,
          sql`now() - make_interval(mins => ${libraryLimits.sessionIdleMinutes})`,
        ),
      ),
    )
    .returning({ sessionId: librarySessions.id, email: librarySessions.email });
  return session ?? null;
}

/** Signs out: the session's token stops working at once. */
export async function endLibrarySession(db: Db, token: string): Promise<void> {
  await db
    .update(librarySessions)
    .set({ endedAt: sql`now()` })
    .where(and(eq(librarySessions.tokenHash, hashToken(token)), isNull(librarySessions.endedAt)));
}
