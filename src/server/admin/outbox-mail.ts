import type { OutboxMail } from '../../shared/admin/mail.ts';
import type { outbox } from '../db/schema.ts';

/** An outbox row as the mail screen lists it. */
export function toOutboxMail(mail: typeof outbox.$inferSelect): OutboxMail {
  return {
    id: mail.id,
    kind: mail.kind,
    to: mail.toAddress,
    subject: mail.subject,
    status: mail.status as OutboxMail['status'],
    attempts: mail.attempts,
    lastError: mail.lastError,
    orderId: mail.orderId,
    createdAt: mail.createdAt.toISOString(),
    sentAt: mail.sentAt?.toISOString() ?? null,
    nextAttemptAt: mail.nextAttemptAt.toISOString(),
  };
}
