import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '../../shared/api-error.ts';
import { ContactMessageResponseSchema, ContactMessageSchema } from '../../shared/contact.ts';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../../shared/site-config.ts';
import { routeRateLimit } from '../http/rate-limits.ts';
import { apiPaths } from '../../shared/api-paths.ts';
import { saveContactMessage } from './save-contact-message.ts';

export interface ContactDependencies {
  db: Db;
  publicUrl: string;
  /** Where staff notifications go. */
  staffEmail: string;
  onMailQueued?: () => void;
}

/** The contact form: validated with the shared schema, then stored with its mails queued. */
export function contactRoutes(deps: ContactDependencies): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      apiPaths.contact,
      {
        bodyLimit: 16 * 1024,
        config: routeRateLimit(rateLimits.contact),
        schema: {
          summary: 'Send the shop a message',
          tags: ['Contact'],
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
        await saveContactMessage(deps.db, message, deps);
        deps.onMailQueued?.();
        return reply.code(201).send({ ok: true });
      },
    );
  };
}
