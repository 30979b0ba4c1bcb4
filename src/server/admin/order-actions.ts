import { eq } from 'drizzle-orm';
import { siteConfig } from '../../shared/site-config.ts';
import {
  type DownloadLinkMailed,
  DownloadLinkMailedSchema,
  type OrderAction,
  type OrderRefunded,
} from '../../shared/admin/order-actions.ts';
import type { Db } from '../db/client.ts';
import { orders } from '../db/schema.ts';
import { queueMail } from '../mail/outbox.ts';
import { refundMail } from '../mail/templates/refund-mail.ts';
import { lockOrder } from '../orders/lifecycle/order-lifecycle.ts';
import { holdsPayment, markRefunded } from '../orders/lifecycle/payment-outcomes.ts';
import { replaceGrants, retokenGrant } from '../orders/grants.ts';
import { currentOwnGrant } from '../orders/own-links.ts';
import { queueLinkMail } from '../orders/link-mail.ts';
import type { DeliveryContext } from '../orders/lifecycle/order-items.ts';
import { type DownloadGrant, type Order, orderReference } from '../orders/order-repository.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { oncePerConfirmation } from './action-keys.ts';
import { type OrderActionFacts, orderActionRefusal } from './order-action-rules.ts';
import { type Actor, recordAudit } from '../audit/audit-log.ts';

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

export interface OrderActionContext extends DeliveryContext {
  db: Db;
  payments: PaymentProvider;
}

/** The order's row, locked until the transaction ends: actions on one order run one at a time. */
async function lockedOrder(tx: Db, orderId: number): Promise<Order> {
  const order = await lockOrder(tx, orderId);
  if (!order) throw new OrderActionError(404, 'There is no such order.');
  return order;
}

/** Refuses (409) what the order's state does not allow, with the reason the screens would give. */
function assertAllowed(action: OrderAction, facts: OrderActionFacts): void {
  const refusal = orderActionRefusal(action, facts);
  if (refusal) throw new OrderActionError(409, refusal);
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
    const order = await lockedOrder(tx, orderId);
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
  const current = await currentOwnGrant(tx, order.id);
  assertAllowed(fresh ? 'fresh-link' : 'resend-receipt', {
    order,
    link: current,
    provider: context.payments.name,
    now: new Date(),
  });
  // A resend got this far only with a working link (`current`), which it moves to a new token.
  const links: { grant: DownloadGrant; token: string }[] =
    !fresh && current ? [await retokenGrant(tx, order, current)] : await replaceGrants(tx, order);

  const outboxIds: number[] = [];
  for (const { grant, token } of links) {
    outboxIds.push(
      await queueLinkMail(tx, context.items, {
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
 * Refunds the whole order through its provider, then, in one transaction, marks it refunded
 * (which ends its links and records who did it) and tells the buyer. The provider's own refund
 * event, when it arrives later, finds the order already refunded and changes nothing.
 */
export async function refundOrder(
  context: OrderActionContext,
  actor: Actor,
  orderId: number,
  log: { error: (details: object, message: string) => void },
): Promise<OrderRefunded> {
  const [order] = await context.db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new OrderActionError(404, 'There is no such order.');
  // The link does not matter to a refund: it ends every link.
  assertAllowed('refund', {
    order,
    link: undefined,
    provider: context.payments.name,
    now: new Date(),
  });
  const { providerIntentId } = order;
  if (!providerIntentId) throw new Error('a refundable order has a payment intent');

  let refundId: string;
  try {
    ({ refundId } = await context.payments.refund(providerIntentId));
  } catch (error) {
    log.error({ err: error, orderId }, 'payment provider refused the refund');
    throw new OrderActionError(
      502,
      'The payment provider did not accept the refund. Nothing was changed; please try again.',
    );
  }

  return context.db.transaction(async (tx) => {
    const current = await lockOrder(tx, order.id);
    if (!current || !holdsPayment(current)) {
      throw new OrderActionError(409, 'This order has already been refunded.');
    }
    const outboxId = await queueMail(tx, {
      kind: 'refund',
      to: order.email,
      replyTo: siteConfig.links.supportEmail,
      orderId: order.id,
      ...refundMail({
        orderReference: orderReference(order),
        amountCents: order.amountCents,
        publicUrl: context.publicUrl,
      }),
    });
    await markRefunded(tx, order.id, { kind: 'owner', admin: actor }, context, {
      note: refundId,
      audit: { refundId, outboxId },
    });
    return { status: 'refunded' as const, refundId, outboxId };
  });
}
