import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orders, outbox } from '../db/schema.ts';
import { replaceGrants } from './grants.ts';
import { queueLinkMail } from './link-mail.ts';
import type { ReceiptSettings } from './link-facts.ts';

/** A buyer asking again and again would only fill their own inbox: a few mails an hour. */
const MAILS_PER_ADDRESS_PER_HOUR = 3;

/**
 * "Find my purchase": every paid order of this address gets a fresh link (the old ones stop
 * working), mailed to that address only. Returns how many mails were queued, which the caller
 * must not reveal: the answer on screen is the same for every address.
 */
export async function mailFreshLinks(
  db: Db,
  email: string,
  settings: ReceiptSettings,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [recent] = await tx
      .select({ n: count() })
      .from(outbox)
      .where(
        and(
          eq(outbox.kind, 'download-link'),
          sql`lower(${outbox.toAddress}) = lower(${email})`,
          gt(outbox.createdAt, sql`now() - interval '1 hour'`),
        ),
      );
    if ((recent?.n ?? 0) >= MAILS_PER_ADDRESS_PER_HOUR) return 0;

    const paid = await tx
      .select()
      .from(orders)
      .where(and(sql`lower(${orders.email}) = lower(${email})`, eq(orders.status, 'completed')))
      .for('update');
    let mails = 0;
    for (const order of paid) {
      for (const { grant, token } of await replaceGrants(tx, order)) {
        await queueLinkMail(tx, { order, grant, token, settings, reason: 'requested' });
        mails += 1;
      }
    }
    return mails;
  });
}
