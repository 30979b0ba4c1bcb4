import { and, count, eq, gt, sql } from 'drizzle-orm';
import { purchaseRecoveryPath } from '../../shared/delivery.ts';
import { findPurchaseLimits, siteConfig } from '../../shared/site-config.ts';
import { hashToken, newToken } from '../crypto/tokens.ts';
import type { Db } from '../db/client.ts';
import { orders, purchaseRecoveries } from '../db/schema.ts';
import { queueMail } from '../mail/outbox.ts';
import { findPurchaseMail } from '../mail/templates/find-purchase-mail.ts';
import type { ReceiptSettings } from './link-facts.ts';

/**
 * Advisory lock class of "find my purchase" (the two-key form, apart from the job locks): one
 * lock per address, so requests for it take turns however many processes answer them.
 */
const ADDRESS_LOCK_CLASS = 7_149_102;

/**
 * "Find my purchase": an address with paid orders gets a mail with a single-use link to fresh
 * download links (purchase-recovery.ts). Asking changes nothing else, so a stranger's request
 * leaves the buyer's links working. At most a few mails an hour per address: the count and the
 * new request are made under the address's lock, so parallel requests cannot all pass it.
 * Returns how many mails were queued, which the caller must not reveal.
 */
export async function mailRecoveryLink(
  db: Db,
  email: string,
  settings: ReceiptSettings,
): Promise<number> {
  const address = email.toLowerCase();
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${ADDRESS_LOCK_CLASS}, hashtext(${address}))`,
    );
    const [recent] = await tx
      .select({ n: count() })
      .from(purchaseRecoveries)
      .where(
        and(
          eq(purchaseRecoveries.email, address),
          gt(purchaseRecoveries.createdAt, sql`now() - interval '1 hour'`),
        ),
      );
    if ((recent?.n ?? 0) >= findPurchaseLimits.mailsPerAddressPerHour) return 0;

    // Mailed to the address as the buyer gave it at checkout; nothing for one without purchases.
    const [paid] = await tx
      .select({ email: orders.email })
      .from(orders)
      .where(and(sql`lower(${orders.email}) = ${address}`, eq(orders.status, 'completed')))
      .orderBy(orders.id)
      .limit(1);
    if (!paid) return 0;

    const token = newToken();
    const [recovery] = await tx
      .insert(purchaseRecoveries)
      .values({
        email: address,
        tokenHash: hashToken(token),
        expiresAt: sql`now() + make_interval(hours => ${findPurchaseLimits.recoveryLinkHours})`,
      })
      .returning({ expiresAt: purchaseRecoveries.expiresAt });
    if (!recovery) throw new Error('purchase recovery insert returned no row');
    await queueMail(tx, {
      kind: 'find-purchase',
      to: paid.email,
      replyTo: siteConfig.links.supportEmail,
      ...findPurchaseMail({
        recoveryUrl: `${settings.publicUrl}${purchaseRecoveryPath(token)}`,
        expiresAt: recovery.expiresAt,
        publicUrl: settings.publicUrl,
      }),
    });
    return 1;
  });
}
