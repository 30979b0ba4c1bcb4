import { and, eq, isNull, sql } from 'drizzle-orm';
import { linkTerms } from '../../shared/link-terms.ts';
import { sealForOrder } from '../crypto/order-seal.ts';
import { hashToken, newToken } from '../crypto/tokens.ts';
import type { Db } from '../db/client.ts';
import { downloadGrants } from '../db/schema.ts';
import type { LinkStanding } from '../../shared/admin/link-standing.ts';
import type { DownloadGrant, Order } from './order-repository.ts';
import { isOwnLink } from './own-links.ts';

/** What a link opens: the bot's package (edition null) or an art edition's. */
export interface GrantSubject {
  artEditionId: number | null;
}

type LinkTermsOf = Pick<
  DownloadGrant,
  'revokedAt' | 'expiresAt' | 'downloadsUsed' | 'maxDownloads'
> &
  Partial<Pick<DownloadGrant, 'pausedAt'>>;

/**
 * Where a link stands at `now`: ended by the shop (revoked), waiting while the order's charge is
 * disputed (paused), past its deadline, out of downloads, or working. The one check behind the download page, the buyer's order and the admin's screens,
 * so they never disagree about the same link.
 */
export function linkStanding(grant: LinkTermsOf, now: Date): LinkStanding {
  if (grant.revokedAt) return 'revoked';
  if (grant.pausedAt) return 'paused';
  if (grant.expiresAt <= now) return 'expired';
  if (grant.downloadsUsed >= grant.maxDownloads) return 'exhausted';
  return 'works';
}

/** Whether a link still opens at `now`: not revoked or paused, not expired, and downloads left. */
export function grantWorks(grant: LinkTermsOf, now: Date): boolean {
  return linkStanding(grant, now) === 'works';
}

/**
 * Ends every live link of an order to what it bought and issues a new one with a full allowance
 * for each thing those links opened (a fresh link from the admin, or one a buyer asked for). Art
 * the owner sent by hand beside the order keeps its own link (`own-links.ts`).
 */
export async function replaceGrants(
  tx: Db,
  order: Pick<Order, 'id' | 'grantSealKey'>,
): Promise<{ grant: DownloadGrant; token: string }[]> {
  const ended = await tx
    .update(downloadGrants)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(downloadGrants.orderId, order.id), isNull(downloadGrants.revokedAt), isOwnLink))
    .returning({ artEditionId: downloadGrants.artEditionId });
  const earlier = await tx
    .selectDistinct({ artEditionId: downloadGrants.artEditionId })
    .from(downloadGrants)
    .where(and(eq(downloadGrants.orderId, order.id), isOwnLink));
  const subjects = new Set([...ended, ...earlier].map((grant) => grant.artEditionId));
  if (subjects.size === 0) subjects.add(null);
  const issued = [];
  for (const artEditionId of subjects) issued.push(await issueGrant(tx, order, { artEditionId }));
  return issued;
}

/**
 * Creates a download grant for an order with a fresh random token. The database keeps the token's
 * hash, and the token sealed to the order so the buyer's thank-you page can show it again.
 */
export async function issueGrant(
  tx: Db,
  order: Pick<Order, 'id' | 'grantSealKey'>,
  subject: GrantSubject = { artEditionId: null },
): Promise<{ grant: DownloadGrant; token: string }> {
  const token = newToken();
  const terms = linkTerms(subject.artEditionId === null ? 'bot' : 'art');
  const [grant] = await tx
    .insert(downloadGrants)
    .values({
      orderId: order.id,
      tokenHash: hashToken(token),
      tokenSealed: order.grantSealKey ? sealForOrder(order.grantSealKey, token) : null,
      expiresAt: sql`now() + make_interval(hours => ${terms.hours})`,
      maxDownloads: terms.maxDownloads,
      artEditionId: subject.artEditionId,
    })
    .returning();
  if (!grant) throw new Error('grant insert returned no row');
  return { grant, token };
}

/**
 * Gives a live grant a new token and ends the old one, keeping its downloads and expiry (a
 * resent receipt): links are stored as hashes, so a mail can only carry a new one.
 */
export async function retokenGrant(
  tx: Db,
  order: Pick<Order, 'grantSealKey'>,
  grant: DownloadGrant,
): Promise<{ grant: DownloadGrant; token: string }> {
  const token = newToken();
  const [replaced] = await tx
    .update(downloadGrants)
    .set({
      tokenHash: hashToken(token),
      tokenSealed: order.grantSealKey ? sealForOrder(order.grantSealKey, token) : null,
    })
    .where(eq(downloadGrants.id, grant.id))
    .returning();
  if (!replaced) throw new Error('grant update returned no row');
  return { grant: replaced, token };
}
