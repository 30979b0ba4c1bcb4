import { asc, count, eq, isNotNull, and, sql } from 'drizzle-orm';
import type { MessageReply, MessageThread } from '../../shared/admin/message-thread.ts';
import type { OutboxStatus } from '../../shared/admin/mail.ts';
import type { Db } from '../db/client.ts';
import { contactMessages, messageReplies, orders, outbox } from '../db/schema.ts';
import { toAdminMessage } from './admin-message.ts';

/** Paid orders of an email, whatever its case: a buyer may write to support as Ada@… */
async function paidOrders(db: Db, email: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(sql`lower(${orders.email}) = lower(${email})`, isNotNull(orders.completedAt)));
  return row?.n ?? 0;
}

async function replies(db: Db, messageId: number): Promise<MessageReply[]> {
  const rows = await db
    .select({ reply: messageReplies, mailStatus: outbox.status })
    .from(messageReplies)
    .innerJoin(outbox, eq(outbox.id, messageReplies.outboxId))
    .where(eq(messageReplies.messageId, messageId))
    .orderBy(asc(messageReplies.createdAt), asc(messageReplies.id));
  return rows.map(({ reply, mailStatus }) => ({
    id: reply.id,
    body: reply.body,
    sentBy: reply.sentBy,
    createdAt: reply.createdAt.toISOString(),
    mail: { id: reply.outboxId, status: mailStatus as OutboxStatus },
  }));
}

async function acknowledgement(
  db: Db,
  outboxId: number | null,
): Promise<MessageThread['acknowledgement']> {
  if (outboxId === null) return null;
  const [mail] = await db
    .select({ status: outbox.status, sentAt: outbox.sentAt })
    .from(outbox)
    .where(eq(outbox.id, outboxId));
  if (!mail) return null;
  return {
    mailId: outboxId,
    status: mail.status as OutboxStatus,
    sentAt: mail.sentAt?.toISOString() ?? null,
  };
}

/** A contact message with everything said about it since; null when there is no such message. */
export async function messageThread(db: Db, id: number): Promise<MessageThread | null> {
  const [message] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  if (!message) return null;
  const bought = await paidOrders(db, message.email);
  return {
    message: toAdminMessage(message),
    replies: await replies(db, id),
    acknowledgement: await acknowledgement(db, message.acknowledgementOutboxId),
    customer: bought > 0 ? { email: message.email, paidOrders: bought } : null,
  };
}
