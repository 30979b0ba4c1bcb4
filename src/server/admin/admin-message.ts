import type { AdminMessage } from '../../shared/admin/messages.ts';
import type { contactMessages } from '../db/schema.ts';

/** A stored contact message as the admin screens show it. */
export function toAdminMessage(message: typeof contactMessages.$inferSelect): AdminMessage {
  return {
    id: message.id,
    firstName: message.firstName,
    lastName: message.lastName,
    email: message.email,
    subject: message.subject,
    message: message.message,
    responded: message.responded,
    state: message.responded ? 'Responded' : 'Pending',
    createdAt: message.createdAt.toISOString(),
    respondedAt: message.respondedAt?.toISOString() ?? null,
  };
}
