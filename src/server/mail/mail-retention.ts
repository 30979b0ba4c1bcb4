import { and, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { mailRetentionDays } from '../../shared/admin/mail.ts';
import type { Db } from '../db/client.ts';
import { outbox, shopSettings } from '../db/schema.ts';

const KEY = 'mail.contentRetentionDays';

/** How many days a sent mail's subject and text are kept (the mail screen's setting). */
export async function mailRetention(db: Db): Promise<number> {
  const [row] = await db.select().from(shopSettings).where(eq(shopSettings.key, KEY));
  const days = Number(row?.value);
  return Number.isInteger(days) && days >= mailRetentionDays.min ? days : mailRetentionDays.default;
}

export async function setMailRetention(db: Db, days: number): Promise<void> {
  const value = String(days);
  await db
    .insert(shopSettings)
    .values({ key: KEY, value })
    .onConflictDoUpdate({ target: shopSettings.key, set: { value, updatedAt: sql`now()` } });
}

/**
 * Erases the subject and kept text of mail sent longer ago than the retention period, leaving
 * who, when and what kind. One conditional UPDATE: two processes sweeping at once erase each mail
 * once. Answers how many mails it erased.
 */
export async function eraseExpiredMailContent(db: Db): Promise<number> {
  const days = await mailRetention(db);
  const erased = await db
    .update(outbox)
    .set({ subject: '', textBody: '', htmlBody: '', headers: null, contentErasedAt: sql`now()` })
    .where(
      and(
        eq(outbox.status, 'sent'),
        isNotNull(outbox.sentAt),
        isNull(outbox.contentErasedAt),
        lt(outbox.sentAt, sql`now() - make_interval(days => ${days})`),
      ),
    )
    .returning({ id: outbox.id });
  return erased.length;
}
