import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  type ManualDeliveryResponse,
  ManualDeliveryResponseSchema,
} from '../../shared/admin/manual-delivery.ts';
import { type OrderKey, orderKeyLabel } from '../../shared/admin/order-key.ts';
import type { Db } from '../db/client.ts';
import { artCollections, downloadGrants } from '../db/schema.ts';
import { oncePerConfirmation } from '../admin/action-keys.ts';
import { ordersByKey } from '../admin/order-by-key.ts';
import { type Actor, recordAudit } from '../audit/audit-log.ts';
import { issueGrant } from '../orders/grants.ts';
import type { ReceiptSettings } from '../orders/link-facts.ts';
import type { Order } from '../orders/order-repository.ts';
import { queueArtDelivery } from './art-delivery.ts';
import { type ArtEdition, findEdition, issueEdition } from './editions.ts';

/** A delivery the order or the collection does not allow; `status` is the HTTP answer. */
export class ManualDeliveryError extends Error {
  override name = 'ManualDeliveryError';
  constructor(
    readonly status: 404 | 409,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The owner sends an art package to a paid order at no charge ("paid but received nothing"). An
 * order that already owns an edition of the collection gets it again with a fresh link (earlier
 * links of that edition stop working); otherwise a unit is taken from the supply and numbered for
 * it. The mail goes to the typed address, or the order's; the timeline records who sent what.
 */
export async function deliverManually(
  context: { db: Db; settings: ReceiptSettings },
  actor: Actor,
  request: { order: OrderKey; collectionId: number; email?: string; idempotencyKey?: string },
): Promise<ManualDeliveryResponse> {
  return context.db.transaction(async (tx) => {
    // Deliveries to one order run one at a time; a repeat of one confirmation delivers once.
    const order = await theOrder(tx, request.order, true);
    return oncePerConfirmation(
      tx,
      {
        action: 'order.manual-art-delivery',
        orderId: order.id,
        key: request.idempotencyKey,
        request: { collectionId: request.collectionId, email: request.email ?? null },
        outcome: ManualDeliveryResponseSchema,
      },
      () => deliverToLockedOrder(tx, context.settings, actor, order, request),
    );
  });
}

/** The one order `key` names, or the answer the owner gets instead. */
async function theOrder(tx: Db, key: OrderKey, lock: boolean): Promise<Order> {
  const found = await ordersByKey(tx, key, lock);
  const [order] = found;
  if (!order) throw new ManualDeliveryError(404, `There is no order ${orderKeyLabel(key)}.`);
  if (found.length > 1) {
    throw new ManualDeliveryError(
      409,
      `More than one order has the reference ${orderKeyLabel(key)}. Please enter the order ID instead.`,
    );
  }
  return order;
}

/** The delivery itself, to the order whose row this transaction holds. */
async function deliverToLockedOrder(
  tx: Db,
  settings: ReceiptSettings,
  actor: Actor,
  order: Order,
  request: { collectionId: number; email?: string },
): Promise<ManualDeliveryResponse> {
  if (order.status !== 'completed') {
    throw new ManualDeliveryError(
      409,
      `Order ${order.id} is ${order.status}, not paid, so nothing can be delivered for it.`,
    );
  }
  const [collection] = await tx
    .select()
    .from(artCollections)
    .where(and(eq(artCollections.id, request.collectionId), isNull(artCollections.deletedAt)));
  if (!collection) {
    throw new ManualDeliveryError(404, `There is no art collection ${request.collectionId}.`);
  }
  const to = request.email || order.email;

  let edition: ArtEdition | undefined = await findEdition(tx, order.id, collection.id);
  if (edition) {
    await tx
      .update(downloadGrants)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(downloadGrants.artEditionId, edition.id), isNull(downloadGrants.revokedAt)));
  } else {
    const [taken] = await tx
      .update(artCollections)
      .set({
        remainingSupply: sql`${artCollections.remainingSupply} - 1`,
        editionsIssued: sql`${artCollections.editionsIssued} + 1`,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(artCollections.id, collection.id),
          sql`${artCollections.remainingSupply} - ${artCollections.heldCount} > 0`,
        ),
      )
      .returning();
    if (!taken) {
      throw new ManualDeliveryError(
        409,
        `${collection.name} is sold out: no piece is left to deliver. Choose another collection or raise its supply.`,
      );
    }
    edition = await issueEdition(tx, {
      orderId: order.id,
      collectionId: collection.id,
      editionNumber: taken.editionsIssued,
      editionOf: taken.totalSupply,
      ownerEmail: to,
      source: 'manual',
    });
  }

  const { grant, token } = await issueGrant(tx, order, { artEditionId: edition.id });
  const outboxId = await queueArtDelivery(tx, {
    order,
    grant: { ...grant, artEditionId: edition.id },
    token,
    settings,
    reason: 'manual',
    to,
  });
  await recordAudit(tx, actor, {
    action: 'order.manual-art-delivery',
    targetType: 'order',
    targetId: order.id,
    detail: {
      collectionId: collection.id,
      collection: collection.name,
      editionNumber: edition.editionNumber,
      to,
      outboxId,
    },
  });
  return {
    email: to,
    editionNumber: edition.editionNumber,
    editionOf: edition.editionOf,
    message: `Email sent to ${to} with download link`,
  };
}
