import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema.ts';
import type { RenderedMail } from './templates/layout.ts';

export interface QueuedMail extends RenderedMail {
  kind: string;
  to: string;
  /** One mailbox that replies go to. */
  replyTo?: string;
  orderId?: number;
  /** Extra header fields (names as written in the mail); see `outbox.headers`. */
  headers?: Record<string, string>;
}

/**
 * Puts a mail in the outbox. Call it with the transaction that makes the change the mail is
 * about, so the change and its mail are saved together or not at all.
 */
export async function queueMail(db: Db, mail: QueuedMail): Promise<number> {
  const [row] = await db
    .insert(outbox)
    .values({
      kind: mail.kind,
      toAddress: mail.to,
      replyTo: mail.replyTo,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      orderId: mail.orderId,
      headers: mail.headers,
    })
    .returning({ id: outbox.id });
  if (!row) throw new Error('outbox insert returned no row');
  return row.id;
}

/** Puts a mail that gave up back in the queue, for a fresh round of attempts. */
export async function retryFailedMail(db: Db, id: number): Promise<boolean> {
  const updated = await db
    .update(outbox)
    .set({ status: 'pending', attempts: 0, failedAt: null, nextAttemptAt: sql`now()` })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'failed')))
    .returning({ id: outbox.id });
  return updated.length > 0;
}
