import { and, count, eq, gt, inArray, lt, min, sql } from 'drizzle-orm';
import { hashToken } from '../crypto/tokens.ts';
import type { Db } from '../db/client.ts';
import { adminLoginFailures } from '../db/schema.ts';

/**
 * Failed sign-ins allowed in the window before further attempts are refused without checking the
 * password. Five per account lets an owner who mistypes twice (or four times) still get in; twenty
 * per client lets a small office share an address, yet stops one client guessing across accounts.
 */
const loginLimits = { perAccount: 5, perClient: 20, windowSeconds: 15 * 60 } as const;

const accountKey = (email: string) => `account:${hashToken(email)}`;
const clientKey = (ip: string) => `client:${ip}`;
const windowStart = sql`now() - make_interval(secs => ${loginLimits.windowSeconds})`;

/** Seconds until another attempt is allowed, or 0 when one may be made now. */
export async function loginRetryAfter(db: Db, email: string, ip: string): Promise<number> {
  const limits = [
    { key: accountKey(email), max: loginLimits.perAccount },
    { key: clientKey(ip), max: loginLimits.perClient },
  ];
  let wait = 0;
  for (const { key, max } of limits) {
    const [row] = await db
      .select({ n: count(), oldest: min(adminLoginFailures.failedAt) })
      .from(adminLoginFailures)
      .where(and(eq(adminLoginFailures.key, key), gt(adminLoginFailures.failedAt, windowStart)));
    if (row && row.n >= max && row.oldest) {
      const freesAt = new Date(row.oldest).getTime() + loginLimits.windowSeconds * 1000;
      wait = Math.max(wait, Math.ceil((freesAt - Date.now()) / 1000), 1);
    }
  }
  return wait;
}

export async function recordLoginFailure(db: Db, email: string, ip: string): Promise<void> {
  await db.insert(adminLoginFailures).values([{ key: accountKey(email) }, { key: clientKey(ip) }]);
  // Old failures count for nothing; drop them as we go so the table stays small.
  await db.delete(adminLoginFailures).where(lt(adminLoginFailures.failedAt, windowStart));
}

/** A successful sign-in forgives the account's earlier mistypes (not the client's). */
export async function clearAccountFailures(db: Db, email: string): Promise<void> {
  await db.delete(adminLoginFailures).where(inArray(adminLoginFailures.key, [accountKey(email)]));
}
