import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ContactMessageSchema } from '../../shared/contact.ts';
import { siteConfig } from '../../shared/site-config.ts';
import type { Db } from '../db/client.ts';
import { contactMessages } from '../db/schema.ts';
import { queueMail } from '../mail/outbox.ts';
import { contactAcknowledgementMail } from '../mail/templates/contact-acknowledgement-mail.ts';
import { contactNotificationMail } from '../mail/templates/contact-notification-mail.ts';

export type ContactMessage = Omit<z.output<typeof ContactMessageSchema>, 'website'>;

/**
 * Stores a visitor's message as Pending and queues the staff notification and the visitor's
 * acknowledgement in one transaction, so neither the message nor its mails are lost.
 */
export async function saveContactMessage(
  db: Db,
  message: ContactMessage,
  { publicUrl, staffEmail }: { publicUrl: string; staffEmail: string },
): Promise<void> {
  const name = `${message.firstName} ${message.lastName}`.trim();
  await db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(contactMessages)
      .values(message)
      .returning({ id: contactMessages.id });
    // Staff answer the visitor by replying; the visitor knows the message arrived.
    await queueMail(tx, {
      kind: 'contact-notification',
      to: staffEmail,
      replyTo: message.email,
      ...contactNotificationMail({ ...message, name, publicUrl }),
    });
    const acknowledgementOutboxId = await queueMail(tx, {
      kind: 'contact-acknowledgement',
      to: message.email,
      replyTo: siteConfig.links.supportEmail,
      ...contactAcknowledgementMail({ name, subject: message.subject, publicUrl }),
    });
    // The message's page shows whether the visitor was told it arrived.
    if (saved) {
      await tx
        .update(contactMessages)
        .set({ acknowledgementOutboxId })
        .where(eq(contactMessages.id, saved.id));
    }
  });
}
