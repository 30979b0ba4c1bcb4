import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LivenessSchema, ReadinessSchema } from '../../shared/health.ts';
import type { Database } from '../db/client.ts';

/** `/healthz`: the process answers. `/readyz`: it can also reach its database. */
export function healthRoutes(database: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/healthz', { schema: { response: { 200: LivenessSchema } } }, async () => ({
      status: 'ok' as const,
    }));

    app.get(
      '/readyz',
      { schema: { response: { 200: ReadinessSchema, 503: ReadinessSchema } } },
      async (request, reply) => {
        try {
          await database.ping();
          return { status: 'ready' as const, database: 'ok' as const };
        } catch (error) {
          request.log.warn({ err: error }, 'database unreachable');
          return reply.code(503).send({ status: 'unavailable', database: 'unreachable' });
        }
      },
    );
  };
}
