import { randomBytes } from 'node:crypto';
import type { OrderStatus } from '../../shared/order-view.ts';
import type { Db } from '../db/client.ts';
import { orders } from '../db/schema.ts';

export interface OrderFixture {
  email: string;
  createdAt: string;
  status?: OrderStatus;
  amountCents?: number;
  refundedCents?: number;
  product?: 'bot' | 'art';
  artCollectionId?: number;
  discountCode?: string;
  discountCents?: number;
}

/**
 * Orders written straight into the table, for figures over many orders on chosen days (buying
 * each through checkout would take seconds per order and could not choose its day).
 */
export async function insertOrders(db: Db, fixtures: OrderFixture[]): Promise<number[]> {
  const rows = await db
    .insert(orders)
    .values(
      fixtures.map((order) => {
        const status = order.status ?? 'completed';
        const amountCents = order.amountCents ?? 14_900;
        return {
          tokenHash: randomBytes(32).toString('hex'),
          email: order.email,
          product: order.product ?? 'bot',
          artCollectionId: order.artCollectionId ?? null,
          amountCents,
          refundedCents: order.refundedCents ?? (status === 'refunded' ? amountCents : 0),
          currency: 'USD',
          status,
          provider: 'test' as const,
          createdAt: new Date(order.createdAt),
          completedAt: status === 'completed' ? new Date(order.createdAt) : null,
          discountCode: order.discountCode ?? null,
          discountCents: order.discountCents ?? 0,
        };
      }),
    )
    .returning({ id: orders.id });
  return rows.map((row) => row.id);
}
