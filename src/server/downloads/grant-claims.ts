import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { hashToken } from '../crypto/tokens.ts';
import type { Db } from '../db/client.ts';
import { downloadGrants } from '../db/schema.ts';

export type RefusalReason = 'unknown' | 'expired' | 'exhausted' | 'revoked' | 'paused';

export type ClaimResult =
  | { ok: true; grantId: number; downloadsUsed: number; maxDownloads: number }
  | { ok: false; reason: RefusalReason };

/**
 * Counts one download in a single conditional UPDATE. Concurrent claims on one grant queue on
 * its row and each re-checks the condition, so no number of parallel requests gets past the limit.
 */
export async function claimDownload(db: Db, token: string): Promise<ClaimResult> {
  const tokenHash = hashToken(token);
  const [claimed] = await db
    .update(downloadGrants)
    .set({ downloadsUsed: sql`${downloadGrants.downloadsUsed} + 1`, lastDownloadAt: sql`now()` })
    .where(
      and(
        eq(downloadGrants.tokenHash, tokenHash),
        isNull(downloadGrants.revokedAt),
        isNull(downloadGrants.pausedAt),
        gt(downloadGrants.expiresAt, sql`now()`),
        lt(downloadGrants.downloadsUsed, downloadGrants.maxDownloads),
      ),
    )
    .returning({
      grantId: downloadGrants.id,
      downloadsUsed: downloadGrants.downloadsUsed,
      maxDownloads: downloadGrants.maxDownloads,
    });
  if (claimed) return { ok: true, ...claimed };
  // The grant lost a race for its last download between the UPDATE and this look.
  return { ok: false, reason: (await refusalReason(db, tokenHash)) ?? 'exhausted' };
}

/** Gives back a download whose transfer was cut off before the last byte went out. */
export async function releaseDownload(db: Db, grantId: number): Promise<void> {
  await db
    .update(downloadGrants)
    .set({ downloadsUsed: sql`${downloadGrants.downloadsUsed} - 1` })
    .where(and(eq(downloadGrants.id, grantId), gt(downloadGrants.downloadsUsed, 0)));
}

async function refusalReason(db: Db, tokenHash: string): Promise<RefusalReason | undefined> {
  const [grant] = await db
    .select({
      revoked: sql<boolean>`${downloadGrants.revokedAt} is not null`,
      paused: sql<boolean>`${downloadGrants.pausedAt} is not null`,
      expired: sql<boolean>`${downloadGrants.expiresAt} <= now()`,
      exhausted: sql<boolean>`${downloadGrants.downloadsUsed} >= ${downloadGrants.maxDownloads}`,
    })
    .from(downloadGrants)
    .where(eq(downloadGrants.tokenHash, tokenHash));
  if (!grant) return 'unknown';
  if (grant.revoked) return 'revoked';
  if (grant.paused) return 'paused';
  if (grant.expired) return 'expired';
  if (grant.exhausted) return 'exhausted';
  return undefined;
}
