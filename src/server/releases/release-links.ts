import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { ReleaseDownloadPurpose } from '../../shared/releases.ts';
import { hashToken, newToken } from '../crypto/tokens.ts';
import type { Db } from '../db/client.ts';
import { releaseDownloadLinks } from '../db/schema.ts';

/** Where a release link's zip is served; the token is the only secret in it. */
export const releaseDownloadPath = (token: string) =>
  `/download/release/${encodeURIComponent(token)}`;

/**
 * How long a link lives and how many whole downloads it allows. An hour is plenty for a bot that
 * fetches right after checking; a few uses let it retry a failed check of the file. These are
 * counted here, never against the receipt's downloads.
 */
export const releaseLinkTerms: Record<ReleaseDownloadPurpose, { ttlMs: number; maxUses: number }> =
  {
    update: { ttlMs: 60 * 60 * 1000, maxUses: 3 },
    library: { ttlMs: 60 * 60 * 1000, maxUses: 3 },
  };

export interface ReleaseDownloadRequest {
  releaseId: number;
  licenceId?: number;
  orderId?: number;
  purpose: ReleaseDownloadPurpose;
}

export interface IssuedReleaseDownload {
  token: string;
  /** The link's path (`/download/release/{token}`); prefix the shop's public URL for mail. */
  url: string;
  expiresAt: Date;
}

/**
 * A fresh short-lived link to one release's zip, for a licence's update check or an order's
 * library download. Only the token's hash is stored: the link is shown once, to its caller.
 */
export async function issueReleaseDownload(
  db: Db,
  request: ReleaseDownloadRequest,
  terms = releaseLinkTerms[request.purpose],
): Promise<IssuedReleaseDownload> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + terms.ttlMs);
  await db.insert(releaseDownloadLinks).values({
    tokenHash: hashToken(token),
    releaseId: request.releaseId,
    licenceId: request.licenceId ?? null,
    orderId: request.orderId ?? null,
    purpose: request.purpose,
    expiresAt,
    maxUses: terms.maxUses,
  });
  return { token, url: releaseDownloadPath(token), expiresAt };
}

export type ReleaseLink = typeof releaseDownloadLinks.$inferSelect;

/** Why a link serves nothing. */
export type ReleaseLinkRefusal = 'unknown' | 'expired' | 'used_up';

export async function findReleaseLink(db: Db, token: string): Promise<ReleaseLink | undefined> {
  const [link] = await db
    .select()
    .from(releaseDownloadLinks)
    .where(eq(releaseDownloadLinks.tokenHash, hashToken(token)));
  return link;
}

export function releaseLinkRefusal(link: ReleaseLink | undefined, now: Date) {
  if (!link) return 'unknown' as const;
  if (link.expiresAt <= now) return 'expired' as const;
  if (link.uses >= link.maxUses) return 'used_up' as const;
  return undefined;
}

/**
 * Counts one whole download in a single conditional UPDATE, so no number of parallel requests
 * gets past the link's uses or its expiry. False when the link had nothing left.
 */
export async function claimReleaseLink(db: Db, linkId: number): Promise<boolean> {
  const claimed = await db
    .update(releaseDownloadLinks)
    .set({ uses: sql`${releaseDownloadLinks.uses} + 1`, lastUsedAt: sql`now()` })
    .where(
      and(
        eq(releaseDownloadLinks.id, linkId),
        gt(releaseDownloadLinks.expiresAt, sql`now()`),
        lt(releaseDownloadLinks.uses, releaseDownloadLinks.maxUses),
      ),
    )
    .returning({ id: releaseDownloadLinks.id });
  return claimed.length > 0;
}

/** Gives back a use whose transfer was cut off before the last byte went out. */
export async function giveBackReleaseLinkUse(db: Db, linkId: number): Promise<void> {
  await db
    .update(releaseDownloadLinks)
    .set({ uses: sql`${releaseDownloadLinks.uses} - 1` })
    .where(and(eq(releaseDownloadLinks.id, linkId), gt(releaseDownloadLinks.uses, 0)));
}
