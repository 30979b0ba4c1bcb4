import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import { libraryLimits, librarySignInPath } from '../../shared/library.ts';
import { siteConfig } from '../../shared/site-config.ts';
import { hashToken, newToken } from '../crypto/tokens.ts';
import type { Db } from '../db/client.ts';
import { librarySignIns, orders } from '../db/schema.ts';
import { queueMail } from '../mail/outbox.ts';
import { librarySignInMail } from '../mail/templates/library-sign-in-mail.ts';
import { startLibrarySession } from './library-sessions.ts';

/**
 * Advisory lock class of the library's sign-in mails (the two-key form, apart from "find my
 * purchase" and the job locks): requests for one address take turns in every process.
 */
const ADDRESS_LOCK_CLASS = 7_149_103;

/** Sign-in tokens are newToken()'s 43 characters; anything else is not one of ours. */
const SIGN_IN_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export type SignInState = 'ready' | 'used' | 'expired' | 'unknown';

/**
 * Mails a single-use sign-in link to an address with a paid order, at most a few an hour: the
 * count and the new link are made under the address's lock, so parallel requests from any
 * number of clients and processes cannot all pass it. Returns how many mails were queued, which
 * the caller must not reveal.
 */
export async function mailSignInLink(db: Db, email: string, publicUrl: string): Promise<number> {
  const address = email.toLowerCase();
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${ADDRESS_LOCK_CLASS}, hashtext(${address}))`,
    );
    const [recent] = await tx
      .select({ n: count() })
      .from(librarySignIns)
      .where(
        and(
          eq(librarySignIns.email, address),
          gt(librarySignIns.createdAt, sql`now() - interval '1 hour'`),
        ),
      );
    if ((recent?.n ?? 0) >= libraryLimits.mailsPerAddressPerHour) return 0;

    // Mailed to the address as the buyer gave it at checkout; nothing for one without purchases.
    const [paid] = await tx
      .select({ email: orders.email })
      .from(orders)
      .where(and(sql`lower(${orders.email}) = ${address}`, eq(orders.status, 'completed')))
      .orderBy(orders.id)
      .limit(1);
    if (!paid) return 0;

    const token = newToken();
    const [link] = await tx
      .insert(librarySignIns)
      .values({
        email: address,
        tokenHash: hashToken(token),
        expiresAt: sql`now() + make_interval(mins => ${libraryLimits.signInLinkMinutes})`,
      })
      .returning({ expiresAt: librarySignIns.expiresAt });
    if (!link) throw new Error('library sign-in insert returned no row');
    await queueMail(tx, {
      kind: 'library-sign-in',
      to: paid.email,
      replyTo: siteConfig.links.supportEmail,
      ...librarySignInMail({
        signInUrl: `${publicUrl}${librarySignInPath(token)}`,
        expiresAt: link.expiresAt,
        publicUrl,
      }),
    });
    return 1;
  });
}

/** The link's state, read without changing it (the page a mail scanner may fetch). */
export async function signInState(db: Db, token: string): Promise<SignInState> {
  if (!SIGN_IN_TOKEN.test(token)) return 'unknown';
  const [row] = await db
    .select({
      usedAt: librarySignIns.usedAt,
      expired: sql<boolean>`${librarySignIns.expiresAt} <= now()`,
    })
    .from(librarySignIns)
    .where(eq(librarySignIns.tokenHash, hashToken(token)));
  if (!row) return 'unknown';
  return row.usedAt ? 'used' : row.expired ? 'expired' : 'ready';
}

export type SignInRedemption =
  | { state: 'signed-in'; sessionToken: string; expiresAt: Date }
  | { state: Exclude<SignInState, 'ready'> };

/**
 * The buyer pressed the button: the link is used up (one conditional UPDATE, so two clicks or two
 * processes redeem it once) and a library session starts in the same transaction.
 */
export async function redeemSignIn(db: Db, token: string): Promise<SignInRedemption> {
  if (!SIGN_IN_TOKEN.test(token)) return { state: 'unknown' };
  const session = await db.transaction(async (tx) => {
    const [link] = await tx
      .update(librarySignIns)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(librarySignIns.tokenHash, hashToken(token)),
          isNull(librarySignIns.usedAt),
          gt(librarySignIns.expiresAt, sql`now()`),
        ),
      )
      .returning({ email: librarySignIns.email });
    return link ? startLibrarySession(tx, link.email) : undefined;
  });
  if (session) return { state: 'signed-in', ...session };
  const state = await signInState(db, token);
  return { state: state === 'ready' ? 'used' : state };
}
