import {
  type DownloadLinkMailed,
  DownloadLinkMailedSchema,
  type OrderAction,
} from '../../shared/admin/order-actions.ts';
import type { Db } from '../db/client.ts';
import { lockOrder } from '../orders/lifecycle/order-lifecycle.ts';
import { replaceGrants, retokenGrant } from '../orders/grants.ts';
import { currentOwnGrant } from '../orders/own-links.ts';
import { queueLinkMail } from '../orders/link-mail.ts';
import type { DeliveryContext } from '../orders/lifecycle/order-items.ts';
import type { DownloadGrant, Order } from '../orders/order-repository.ts';
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
export function assertAllowed(action: OrderAction, facts: OrderActionFacts): void {
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
