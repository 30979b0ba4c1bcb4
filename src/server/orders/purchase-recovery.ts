import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { downloadPagePath, type ItemKind } from '../../shared/delivery.ts';
import { hashToken } from '../crypto/tokens.ts';
import type { Db } from '../db/client.ts';
import { orders, purchaseRecoveries } from '../db/schema.ts';
import { replaceGrants } from './grants.ts';
import { itemNames } from './item-names.ts';
import type { DeliveryContext } from './lifecycle/order-items.ts';
import { queueLinkMail } from './link-mail.ts';
import { orderReference } from './order-repository.ts';

/** What a "find my purchase" link can do now. */
export type RecoveryState = 'ready' | 'used' | 'expired' | 'unknown';

/** A fresh download link, as the page that gave it out lists it. */
export interface FreshLink {
  itemName: string;
  itemKind: ItemKind;
  orderReference: string;
  /** The download page's path: it holds the link's token, so it is shown and mailed, never logged. */
  path: string;
  expiresAt: Date;
  maxDownloads: number;
}

export type Redemption =
  { state: 'redeemed'; links: FreshLink[] } | { state: 'used' | 'expired' | 'unknown' };

/** Recovery tokens are newToken()'s 43 characters; anything else is not one of ours. */
const RECOVERY_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The link's state, read without changing it (the page a mail scanner may fetch). */
export async function recoveryState(db: Db, token: string): Promise<RecoveryState> {
  if (!RECOVERY_TOKEN.test(token)) return 'unknown';
  const [row] = await db
    .select({
      usedAt: purchaseRecoveries.usedAt,
      expired: sql<boolean>`${purchaseRecoveries.expiresAt} <= now()`,
    })
    .from(purchaseRecoveries)
    .where(eq(purchaseRecoveries.tokenHash, hashToken(token)));
  if (!row) return 'unknown';
  return row.usedAt ? 'used' : row.expired ? 'expired' : 'ready';
}

/**
 * The buyer confirmed: the link is used up (one conditional UPDATE, so two clicks or two
 * processes redeem it once), and every paid order of the address gets fresh links in the same
 * transaction; the old ones stop working now. Each fresh link is also mailed, as the receipt a
 * buyer asked for, so it shows on the order's timeline and stays in the mailbox.
 */
export async function redeemRecovery(
  db: Db,
  token: string,
  settings: DeliveryContext,
): Promise<Redemption> {
  if (!RECOVERY_TOKEN.test(token)) return { state: 'unknown' };
  const links = await db.transaction(async (tx) => {
    const [recovery] = await tx
      .update(purchaseRecoveries)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(purchaseRecoveries.tokenHash, hashToken(token)),
          isNull(purchaseRecoveries.usedAt),
          gt(purchaseRecoveries.expiresAt, sql`now()`),
        ),
      )
      .returning({ email: purchaseRecoveries.email });
    if (!recovery) return undefined;

    const paid = await tx
      .select()
      .from(orders)
      .where(and(sql`lower(${orders.email}) = ${recovery.email}`, eq(orders.status, 'completed')))
      .orderBy(orders.id)
      .for('update');
    const names = await itemNames(tx, paid);
    const fresh: FreshLink[] = [];
    for (const order of paid) {
      for (const { grant, token: grantToken } of await replaceGrants(tx, order)) {
        await queueLinkMail(tx, settings.items, {
          order,
          grant,
          token: grantToken,
          settings,
          reason: 'requested',
        });
        fresh.push({
          itemName: names.get(order.id) ?? '',
          itemKind: grant.artEditionId === null ? 'bot' : 'art',
          orderReference: orderReference(order),
          path: downloadPagePath(grantToken),
          expiresAt: grant.expiresAt,
          maxDownloads: grant.maxDownloads,
        });
      }
    }
    return fresh;
  });
  if (links) return { state: 'redeemed', links };
  // Not redeemable: say why. (It cannot read as ready here: the UPDATE above would have taken it.)
  const state = await recoveryState(db, token);
  return { state: state === 'ready' ? 'used' : state };
}
