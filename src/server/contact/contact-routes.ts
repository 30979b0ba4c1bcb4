import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '../../shared/api-error.ts';
import { ContactMessageResponseSchema, ContactMessageSchema } from '../../shared/contact.ts';
import type { Db } from '../db/client.ts';
import { contactMessages } from '../db/schema.ts';
import { queueMail } from '../mail/outbox.ts';
import { contactAcknowledgementMail } from '../mail/templates/contact-acknowledgement-mail.ts';
import { contactNotificationMail } from '../mail/templates/contact-notification-mail.ts';
import { rateLimits, siteConfig } from '../../shared/site-config.ts';
import { routeRateLimit } from '../http/rate-limits.ts';
import { apiPaths } from '../../shared/api-paths.ts';

export interface ContactDependencies {
  db: Db;
  publicUrl: string;
  /** Where staff notifications go. */
  staffEmail: string;
  onMailQueued?: () => void;
}

/**
 * The contact form: validated with the shared schema, stored as a Pending message and announced
 * to staff through the outbox in one transaction, so neither is lost.
 */
export function contactRoutes(deps: ContactDependencies): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      apiPaths.contact,
      {
        bodyLimit: 16 * 1024,
        config: routeRateLimit(rateLimits.contact),
        schema: {
          body: ContactMessageSchema,
          response: { 201: ContactMessageResponseSchema, 400: ApiErrorSchema },
        },
      },
      async (request, reply) => {
        const { website, ...message } = request.body;
        if (website) {
          // Looks like success to the bot; nothing is stored or sent.
          request.log.info('contact form honeypot filled; message dropped');
          return reply.code(201).send({ ok: true });
        }
        const name = `${message.firstName} ${message.lastName}`.trim();
        await deps.db.transaction(async (tx) => {
          await tx.insert(contactMessages).values(message);
          // Staff answer the visitor by replying; the visitor knows the message arrived.
          await queueMail(tx, {
            kind: 'contact-notification',
            to: deps.staffEmail,
            replyTo: message.email,
            ...contactNotificationMail({ ...message, name, publicUrl: deps.publicUrl }),
          });
          await queueMail(tx, {
            kind: 'contact-acknowledgement',
            to: message.email,
            replyTo: siteConfig.links.supportEmail,
            ...contactAcknowledgementMail({
              name,
              subject: message.subject,
              publicUrl: deps.publicUrl,
            }),
          });
        });
        deps.onMailQueued?.();
        return reply.code(201).send({ ok: true });
      },
    );
  };
}
