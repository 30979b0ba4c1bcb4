import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { orders, outbox } from '../db/schema.ts';
import { hashToken } from '../crypto/tokens.ts';

/** Calls an admin endpoint as a signed-in admin on this site's own page would. */
export function adminCall(
  app: FastifyInstance,
  cookie: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) {
  return app.inject({
    method,
    url,
    headers: { cookie, origin: 'http://shop.test', 'sec-fetch-site': 'same-origin' },
    ...(payload ? { payload } : {}),
  });
}

/** The admin's id for an order the test bought by token. */
export async function orderIdOf(db: Db, orderToken: string): Promise<number> {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.tokenHash, hashToken(orderToken)));
  if (!order) throw new Error('no such order');
  return order.id;
}

/** The download path (`/download/…`) a queued mail carries. */
/** The file behind the download page a mail links to (what its Download button fetches). */
export async function downloadPathInMail(db: Db, outboxId: number): Promise<string> {
  const [mail] = await db.select().from(outbox).where(eq(outbox.id, outboxId));
  const match = /\/download\/[\w-]+/.exec(mail?.textBody ?? '');
  if (!match) throw new Error(`mail ${outboxId} carries no download link`);
  return `${match[0]}/file`;
}
