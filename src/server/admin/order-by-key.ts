import { eq, like } from 'drizzle-orm';
import type { OrderKey } from '../../shared/admin/order-key.ts';
import type { Db } from '../db/client.ts';
import { orders } from '../db/schema.ts';
import type { Order } from '../orders/order-repository.ts';

/**
 * The orders an owner's key names (shared/admin/order-key.ts): one, none, or, for a reference two
 * orders happen to share (it is 40 bits of a hash), two of them, so the caller can ask for the id.
 * `lock` takes the rows `for update`, inside the caller's transaction.
 */
export async function ordersByKey(db: Db, key: OrderKey, lock: boolean): Promise<Order[]> {
  const where =
    'reference' in key
      ? // A reference is the start of the (lower-case hex) token hash: orderReference().
        like(orders.tokenHash, `${key.reference.slice('CM-'.length).toLowerCase()}%`)
      : eq(orders.id, key.id);
  const query = db.select().from(orders).where(where).orderBy(orders.id).limit(2);
  return lock ? query.for('update') : query;
}
