import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  type ManualDeliveryResponse,
  ManualDeliveryResponseSchema,
} from '../../shared/admin/manual-delivery.ts';
import type { OrderKey } from '../../shared/admin/order-key.ts';
import type { Db } from '../db/client.ts';
import { artCollections, downloadGrants } from '../db/schema.ts';
import { oncePerConfirmation } from '../admin/action-keys.ts';
import { type Actor, recordAudit } from '../audit/audit-log.ts';
import { issueGrant } from '../orders/grants.ts';
import type { ReceiptSettings } from '../orders/link-facts.ts';
import type { Order } from '../orders/order-repository.ts';
import { queueArtDelivery } from './art-delivery.ts';
import { type ArtEdition, issueEdition } from './editions.ts';
import { planDelivery, soldOut, theOrder } from './manual-delivery-plan.ts';

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

/** The delivery itself, to the order whose row this transaction holds. */
async function deliverToLockedOrder(
  tx: Db,
  settings: ReceiptSettings,
  actor: Actor,
  order: Order,
  request: { collectionId: number; email?: string },
): Promise<ManualDeliveryResponse> {
  const { collection, to, owned } = await planDelivery(tx, order, request);
  let edition: ArtEdition | undefined = owned;
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
    // Checked again as it is taken: a checkout may have held the last piece since the plan.
    if (!taken) throw soldOut(collection);
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
