import { eq, type SQL, sql } from 'drizzle-orm';
import type { PaymentProviderName } from '../../../shared/checkout.ts';
import type { OrderStatus } from '../../../shared/order-view.ts';
import { type Actor, recordAudit } from '../../audit/audit-log.ts';
import type { Db } from '../../db/client.ts';
import { orderHistory, orders } from '../../db/schema.ts';
import type { Order } from '../order-repository.ts';
import { type OrderTransition, orderTransitions, transitionAllowed } from './order-transitions.ts';

/** Who moves an order: its payment provider, a signed-in owner (or the CLI), or the shop. */
export type OrderActor =
  | { kind: 'provider'; provider: PaymentProviderName }
  | { kind: 'owner'; admin: Actor }
  | { kind: 'shop'; part: string };

/** A transition the order's status does not allow; the admin answers it with 409. */
export class OrderTransitionRefused extends Error {
  override name = 'OrderTransitionRefused';
  constructor(
    readonly transition: OrderTransition,
    readonly status: OrderStatus,
  ) {
    super(`This order is ${status}: it cannot be ${pastTense[transition]}.`);
  }
}

const pastTense: Record<OrderTransition, string> = {
  pay: 'marked paid',
  fail: 'marked failed',
  soldOut: 'marked sold out',
  refund: 'refunded',
  dispute: 'disputed',
  disputeWon: 'closed as won',
  disputeLost: 'closed as lost',
};

/** The columns a transition may set besides the status; timestamps follow the transition. */
type OrderChanges = Partial<Pick<Order, 'failureMessage' | 'paymentMethod' | 'holdState'>>;

/** The order's row, locked until the transaction ends: changes to one order go one at a time. */
export async function lockOrder(tx: Db, orderId: number): Promise<Order | undefined> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return order;
}

const timestampsOf: Record<
  OrderTransition,
  Partial<Record<'completedAt' | 'refundedAt' | 'failureMessage', SQL | null>>
> = {
  pay: { completedAt: sql`now()`, failureMessage: null },
  fail: {},
  soldOut: { completedAt: null },
  refund: { refundedAt: sql`now()` },
  dispute: {},
  disputeWon: {},
  disputeLost: { refundedAt: sql`now()` },
};

/**
 * The one writer of an order's status. Takes `transition` on the locked order when the table
 * allows it from the order's status, and records it in the order's history (and, for an owner,
 * the audit log) in the same transaction. Refused transitions change nothing and throw.
 */
export async function moveOrder(
  tx: Db,
  order: Order,
  transition: OrderTransition,
  by: OrderActor,
  options: { set?: OrderChanges; note?: string; audit?: Record<string, string | number> } = {},
): Promise<Order> {
  if (!transitionAllowed(transition, order.status)) {
    throw new OrderTransitionRefused(transition, order.status);
  }
  const { to } = orderTransitions[transition];
  const [moved] = await tx
    .update(orders)
    .set({ ...timestampsOf[transition], ...options.set, status: to, updatedAt: sql`now()` })
    .where(eq(orders.id, order.id))
    .returning();
  if (!moved) throw new Error(`order ${order.id} vanished while locked`);
  await tx.insert(orderHistory).values({
    orderId: order.id,
    transition,
    fromStatus: order.status,
    toStatus: to,
    actorKind: by.kind,
    actor: actorName(by),
    note: options.note ?? null,
  });
  if (by.kind === 'owner') {
    await recordAudit(tx, by.admin, {
      action: `order.${transition}`,
      targetType: 'order',
      targetId: order.id,
      detail: options.audit,
    });
  }
  return moved;
}

function actorName(by: OrderActor): string {
  if (by.kind === 'provider') return by.provider;
  if (by.kind === 'owner') return by.admin.email;
  return by.part;
}

/** The provider's intent for the order, once it exists (checkout, right after the order). */
export async function attachIntent(db: Db, orderId: number, intentId: string): Promise<void> {
  await db.update(orders).set({ providerIntentId: intentId }).where(eq(orders.id, orderId));
}
