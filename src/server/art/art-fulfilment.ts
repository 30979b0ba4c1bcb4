import { eq } from 'drizzle-orm';
import { siteConfig } from '../../shared/site-config.ts';
import { artCollections } from '../db/schema.ts';
import { queueMail } from '../mail/outbox.ts';
import { artSoldOutMail } from '../mail/templates/art-sold-out-mail.ts';
import { issueGrant } from '../orders/grants.ts';
import type { ItemLifecycle } from '../orders/lifecycle/order-items.ts';
import { type Order, orderReference } from '../orders/order-repository.ts';
import { acceptanceOf } from '../orders/acceptance/acceptance-record.ts';
import { queueArtDelivery } from './art-delivery.ts';
import { issueEdition } from './editions.ts';
import { releaseHold, takeUnit } from './supply.ts';

/**
 * What an art piece adds to an order's lifecycle: a unit held while the buyer pays, and, once
 * paid, the unit sold, a numbered edition, a 72-hour link and the delivery mail.
 */
export const artLifecycle: ItemLifecycle = {
  async deliver(tx, order, settings) {
    const collectionId = artCollectionOf(order);
    // Read before the unit: the piece's row stays locked from the unit to the commit, and every
    // other buyer of the piece waits for it.
    const accepted = await acceptanceOf(tx, order.id);
    const taken = await takeUnit(tx, { id: order.id, artCollectionId: collectionId });
    if (taken === 'already-taken') throw new Error(`order ${order.id} took its unit twice`);
    if (!taken) return 'sold-out';

    const edition = await issueEdition(tx, {
      orderId: order.id,
      collectionId,
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
      facts: { edition, collectionName: taken.collection.name, accepted },
    });
    return 'delivered';
  },

  async tellSoldOut(tx, order, settings) {
    const [collection] = await tx
      .select({ name: artCollections.name })
      .from(artCollections)
      .where(eq(artCollections.id, artCollectionOf(order)));
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
  },

  async release(tx, order) {
    await releaseHold(tx, order.id);
  },

  mailLink(tx, details) {
    const { artEditionId } = details.grant;
    if (artEditionId === null)
      throw new Error(`order ${details.order.id}: a link without an edition`);
    return queueArtDelivery(tx, { ...details, grant: { ...details.grant, artEditionId } });
  },
};

function artCollectionOf(order: Order): number {
  if (order.artCollectionId === null) throw new Error(`order ${order.id} is not an art order`);
  return order.artCollectionId;
}
