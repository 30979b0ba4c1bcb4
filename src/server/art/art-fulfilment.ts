import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { artCollections, orders } from '../db/schema.ts';
import { queueMail } from '../mail/outbox.ts';
import { artSoldOutMail } from '../mail/templates/art-sold-out-mail.ts';
import { issueGrant } from '../orders/grants.ts';
import { type Order, orderReference } from '../orders/order-repository.ts';
import type { ReceiptSettings } from '../orders/link-facts.ts';
import { siteConfig } from '../../shared/site-config.ts';
import { queueArtDelivery } from './art-delivery.ts';
import { issueEdition } from './editions.ts';
import { takeUnit } from './supply.ts';

export const SOLD_OUT_FAILURE =
  'The piece sold out before this payment arrived: the payment is refunded in full.';

/**
 * The art half of fulfilment, inside its transaction (the order was just marked completed): sell
 * the order its unit, record the numbered edition, issue a 72-hour link and queue the mail. When
 * no unit is left, the order becomes failed instead, and the buyer is told that their payment
 * comes back (the caller refunds after the commit).
 */
export async function fulfilArtOrder(
  tx: Db,
  order: Order & { artCollectionId: number },
  settings: ReceiptSettings,
): Promise<'fulfilled' | 'oversold'> {
  const taken = await takeUnit(tx, order);
  if (taken === 'already-taken') throw new Error(`order ${order.id} took its unit twice`);
  if (!taken) {
    await tx
      .update(orders)
      .set({
        status: 'failed',
        holdState: 'oversold',
        failureMessage: SOLD_OUT_FAILURE,
        completedAt: null,
        updatedAt: sql`now()`,
      })
      .where(eq(orders.id, order.id));
    const [collection] = await tx
      .select({ name: artCollections.name })
      .from(artCollections)
      .where(eq(artCollections.id, order.artCollectionId));
    await queueMail(tx, {
      kind: 'art-sold-out',
      to: order.email,
      replyTo: siteConfig.links.supportEmail,
      orderId: order.id,
      ...artSoldOutMail({
        collectionName: collection?.name ?? 'This art piece',
        amountCents: order.amountCents,
        currency: order.currency,
        orderReference: orderReference(order),
        publicUrl: settings.publicUrl,
      }),
    });
    return 'oversold';
  }

  const edition = await issueEdition(tx, {
    orderId: order.id,
    collectionId: order.artCollectionId,
    editionNumber: taken.editionNumber,
    editionOf: taken.collection.totalSupply,
    ownerEmail: order.email,
    source: 'purchase',
  });
  const { grant, token } = await issueGrant(tx, order, { artEditionId: edition.id });
  await queueArtDelivery(tx, {
    order,
    grant: { ...grant, artEditionId: edition.id },
    token,
    settings,
    reason: 'purchase',
  });
  return 'fulfilled';
}
