import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { orderStatuses, type OrderStatus } from '../../../shared/order-view.ts';
import { adminAuditLog, orderHistory, orders } from '../../db/schema.ts';
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
} from '../../testing/test-database.ts';
import { createPendingOrder, type Order } from '../order-repository.ts';
import { moveOrder, OrderTransitionRefused } from './order-lifecycle.ts';
import {
  type OrderTransition,
  orderTransitions,
  transitionAllowed,
  transitionsFrom,
} from './order-transitions.ts';

const transitions = Object.keys(orderTransitions) as OrderTransition[];

/** Every (transition, status) pair: the table says which are allowed; the rest must be refused. */
const pairs = transitions.flatMap((transition) =>
  orderStatuses.map((status) => ({ transition, status })),
);

describe('the order transitions table', () => {
  it('allows exactly the moves it lists', () => {
    expect(transitionsFrom('pending')).toEqual(['pay', 'fail', 'refund']);
    expect(transitionsFrom('failed')).toEqual(['pay', 'refund']);
    expect(transitionsFrom('completed')).toEqual(['soldOut', 'refund', 'dispute']);
    expect(transitionsFrom('refunded')).toEqual([]);
    expect(transitionsFrom('disputed')).toEqual(['disputeWon', 'disputeLost']);
  });
});

describe.each(testDatabaseKinds())('the order lifecycle on %s', (kind) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  async function orderIn(status: OrderStatus): Promise<Order> {
    const { db } = database as TestDatabase;
    const { order } = await createPendingOrder(db, {
      email: 'buyer@example.com',
      product: 'cryptomaton-bot',
      amountCents: 14_900,
      currency: 'usd',
      provider: 'test',
    });
    const [set] = await db
      .update(orders)
      .set({ status })
      .where(eq(orders.id, order.id))
      .returning();
    return set as Order;
  }

  it('takes each allowed transition with its history, and refuses every other pair', async () => {
    database = await createTestDatabase(kind);
    const { db } = database;
    const owner = { kind: 'owner' as const, admin: { adminId: null, email: 'owner@example.com' } };
    for (const { transition, status } of pairs) {
      const order = await orderIn(status);
      const allowed = transitionAllowed(transition, status);
      const moving = db.transaction((tx) => moveOrder(tx, order, transition, owner));
      const label = `${transition} from ${status}`;
      if (allowed) {
        expect((await moving).status, label).toBe(orderTransitions[transition].to);
      } else {
        await expect(moving, label).rejects.toBeInstanceOf(OrderTransitionRefused);
      }
      const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
      const history = await db
        .select()
        .from(orderHistory)
        .where(eq(orderHistory.orderId, order.id));
      const audit = await db
        .select()
        .from(adminAuditLog)
        .where(eq(adminAuditLog.targetId, String(order.id)));
      if (allowed) {
        expect(row?.status, label).toBe(orderTransitions[transition].to);
        expect(history, label).toMatchObject([
          {
            transition,
            fromStatus: status,
            toStatus: orderTransitions[transition].to,
            actorKind: 'owner',
            actor: 'owner@example.com',
          },
        ]);
        expect(
          audit.map((entry) => entry.action),
          label,
        ).toEqual([`order.${transition}`]);
      } else {
        expect(row?.status, label).toBe(status);
        expect(history, label).toEqual([]);
        expect(audit, label).toEqual([]);
      }
    }
    const [taken] = await db.select({ n: sql<number>`count(*)::int` }).from(orderHistory);
    expect(taken?.n).toBe(pairs.filter((p) => transitionAllowed(p.transition, p.status)).length);
  });

  it('stamps the times a transition means, and records the provider as the actor', async () => {
    database = await createTestDatabase(kind);
    const { db } = database;
    const order = await orderIn('pending');
    const provider = { kind: 'provider' as const, provider: 'test' as const };
    const paid = await db.transaction((tx) => moveOrder(tx, order, 'pay', provider));
    expect(paid.completedAt).toBeInstanceOf(Date);
    expect(paid.refundedAt).toBeNull();
    const refunded = await db.transaction((tx) => moveOrder(tx, paid, 'refund', provider));
    expect(refunded.refundedAt).toBeInstanceOf(Date);
    const history = await db.select().from(orderHistory).where(eq(orderHistory.orderId, order.id));
    expect(history.map((entry) => [entry.transition, entry.actorKind, entry.actor])).toEqual([
      ['pay', 'provider', 'test'],
      ['refund', 'provider', 'test'],
    ]);
    // Only owners' moves go to the audit log: the provider's are in the order's history.
    expect(await db.select().from(adminAuditLog)).toEqual([]);
  });
});
