import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { licences, orders } from '../db/schema.ts';
import { botProduct } from '../orders/catalog.ts';

/**
 * Who owns the bot, for its update mail: a bot order that is paid and not refunded (`completed`)
 * whose licence was not ended (a whole refund, a dispute or the owner's revoke end it). Orders
 * paid before licences existed have none and still count. Art buyers do not get bot updates. One
 * address with several such orders is one owner: addresses compare as `buyerEmailKey` does.
 */
function ownerOrders(extra: SQL = sql`true`): SQL {
  return sql`select lower(trim(${orders.email})) as email
    from ${orders} left join ${licences} on ${licences.orderId} = ${orders.id}
    where ${orders.status} = 'completed' and ${orders.product} = ${botProduct.id}
      and ${licences.endedAt} is null and ${extra}`;
}

/** Every owner's address, once: the buyers a release's update mail is for. */
export const ownerEmails = (): SQL => sql`select distinct email from (${ownerOrders()}) as owners`;

/** Whether the address still owns the bot (checked again when its mail's turn comes). */
export async function isStillOwner(db: Db, email: string): Promise<boolean> {
  const result = await db.execute(
    sql`select exists (${ownerOrders(sql`lower(trim(${orders.email})) = ${email}`)}) as owner`,
  );
  return (result as unknown as { rows: { owner: boolean }[] }).rows[0]?.owner === true;
}
