import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  type DownloadLinkMailed,
  DownloadLinkMailedSchema,
  type OrderRefunded,
} from '../../shared/admin/order-actions.ts';
import { sealForOrder } from '../crypto/order-seal.ts';
import { hashToken, newToken } from '../crypto/tokens.ts';
import type { Db } from '../db/client.ts';
import { downloadGrants, orders } from '../db/schema.ts';
import { queueMail } from '../mail/outbox.ts';
import { refundMail } from '../mail/templates/refund-mail.ts';
import { replaceGrants } from '../orders/grants.ts';
import { queueLinkMail } from '../orders/link-mail.ts';
import type { ReceiptSettings } from '../orders/link-facts.ts';
import { type DownloadGrant, type Order, orderReference } from '../orders/order-repository.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { oncePerConfirmation } from './action-keys.ts';
import { type Actor, recordAudit } from './audit-log.ts';

/** An action the order's state does not allow; `status` is the HTTP answer. */
export class OrderActionError extends Error {
  override name = 'OrderActionError';
  constructor(
    readonly status: 404 | 409 | 502,
    message: string,
  ) {
    super(message);
  }
}

export interface OrderActionContext extends ReceiptSettings {
  db: Db;
  payments: PaymentProvider;
}

/** The order's row, locked until the transaction ends: actions on one order run one at a time. */
async function lockOrder(tx: Db, orderId: number): Promise<Order> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw new OrderActionError(404, 'There is no such order.');
  return order;
}

function assertCompleted(order: Order): void {
  if (order.status !== 'completed') {
    throw new OrderActionError(409, `This order is ${order.status}, not completed.`);
  }
}

async function currentGrant(tx: Db, orderId: number): Promise<DownloadGrant | undefined> {
  const [grant] = await tx
    .select()
    .from(downloadGrants)
    .where(and(eq(downloadGrants.orderId, orderId), isNull(downloadGrants.revokedAt)))
    .orderBy(desc(downloadGrants.id))
    .limit(1);
  return grant;
}

/**
 * Resend the receipt (`fresh: false`) or issue a fresh link (`fresh: true`), and mail it. Links
 * are stored only as hashes, so either way the mail carries a new token: a resend moves the
 * current link's remaining downloads and expiry to it, a fresh link starts a full allowance. The
 * old link stops working in the same transaction, so each call makes the link before it dead:
 * calls for one order wait for each other (the order's row lock), and a repeat of one
 * confirmation (the same `idempotencyKey`) answers the first call's mail instead of sending
 * another.
 */
export async function mailDownloadLink(
  context: OrderActionContext,
  actor: Actor,
  orderId: number,
  fresh: boolean,
  idempotencyKey?: string,
): Promise<DownloadLinkMailed> {
  const action = fresh ? 'order.fresh-link' : 'order.resend-receipt';
  return context.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    return oncePerConfirmation(
      tx,
      { action, orderId: order.id, key: idempotencyKey, outcome: DownloadLinkMailedSchema },
      () => mailLinkOfLockedOrder(tx, context, actor, order, fresh),
    );
  });
}

/** The action itself, on the order whose row this transaction holds. */
async function mailLinkOfLockedOrder(
  tx: Db,
  context: OrderActionContext,
  actor: Actor,
  order: Order,
  fresh: boolean,
): Promise<DownloadLinkMailed> {
  assertCompleted(order);
  let links: { grant: DownloadGrant; token: string }[];
  if (fresh) {
    links = await replaceGrants(tx, order);
  } else {
    const current = await currentGrant(tx, order.id);
    if (
      !current ||
      current.expiresAt <= new Date() ||
      current.downloadsUsed >= current.maxDownloads
    ) {
      throw new OrderActionError(
        409,
        'This order’s download link is used up or expired. Issue a fresh link instead.',
      );
    }
    const token = newToken();
    const [replaced] = await tx
      .update(downloadGrants)
      .set({
        tokenHash: hashToken(token),
        tokenSealed: order.grantSealKey ? sealForOrder(order.grantSealKey, token) : null,
      })
      .where(eq(downloadGrants.id, current.id))
      .returning();
    if (!replaced) throw new Error('grant update returned no row');
    links = [{ grant: replaced, token }];
  }

  const outboxIds: number[] = [];
  for (const { grant, token } of links) {
    outboxIds.push(
      await queueLinkMail(tx, {
        order,
        grant,
        token,
        settings: context,
        reason: 'resend',
      }),
    );
  }
  const [first] = links;
  const [outboxId] = outboxIds;
  if (!first || outboxId === undefined) throw new Error('no link was mailed');
  const { grant } = first;
  const downloadsLeft = grant.maxDownloads - grant.downloadsUsed;
  await recordAudit(tx, actor, {
    action: fresh ? 'order.fresh-link' : 'order.resend-receipt',
    targetType: 'order',
    targetId: order.id,
    detail: { outboxId, grantId: grant.id },
  });
  return { outboxId, to: order.email, expiresAt: grant.expiresAt.toISOString(), downloadsLeft };
}

/**
 * Refunds the whole order through its provider, then, in one transaction, marks it refunded,
 * revokes its links, tells the buyer and records who did it. The provider's own refund event,
 * when it arrives later, finds the order already refunded and changes nothing.
 */
export async function refundOrder(
  context: OrderActionContext,
  actor: Actor,
  orderId: number,
  log: { error: (details: object, message: string) => void },
): Promise<OrderRefunded> {
  const [order] = await context.db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new OrderActionError(404, 'There is no such order.');
  if (order.status !== 'completed' || !order.providerIntentId) {
    throw new OrderActionError(409, `This order is ${order.status}, not completed.`);
  }
  if (order.provider !== context.payments.name) {
    throw new OrderActionError(
      409,
      `This order was paid through ${order.provider}, which this shop no longer uses; refund it there.`,
    );
  }

  let refundId: string;
  try {
    ({ refundId } = await context.payments.refund(order.providerIntentId));
  } catch (error) {
    log.error({ err: error, orderId }, 'payment provider refused the refund');
    throw new OrderActionError(
      502,
      'The payment provider did not accept the refund. Nothing was changed; please try again.',
    );
  }

  return context.db.transaction(async (tx) => {
    const [refunded] = await tx
      .update(orders)
      .set({ status: 'refunded', refundedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'completed')))
      .returning();
    if (!refunded) throw new OrderActionError(409, 'This order has already been refunded.');
    await tx
      .update(downloadGrants)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(downloadGrants.orderId, order.id), isNull(downloadGrants.revokedAt)));
    const outboxId = await queueMail(tx, {
      kind: 'refund',
      to: order.email,
      orderId: order.id,
      ...refundMail({
        orderReference: orderReference(order),
        amountCents: order.amountCents,
        publicUrl: context.publicUrl,
      }),
    });
    await recordAudit(tx, actor, {
      action: 'order.refund',
      targetType: 'order',
      targetId: order.id,
      detail: { refundId, outboxId },
    });
    return { status: 'refunded' as const, refundId, outboxId };
  });
}
