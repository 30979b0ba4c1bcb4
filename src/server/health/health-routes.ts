import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LivenessSchema, type Readiness, ReadinessSchema } from '../../shared/health.ts';
import type { Database } from '../db/client.ts';
import type { SharedCounters } from '../redis/shared-counters.ts';

/**
 * `/healthz`: the process answers. `/readyz`: it can also reach its database (and says whether
 * it reaches Redis, when one is configured).
 */
export function healthRoutes(
  database: Database,
  counters: SharedCounters | undefined,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/healthz', { schema: { response: { 200: LivenessSchema } } }, async () => ({
      status: 'ok' as const,
    }));

    app.get(
      '/readyz',
      { schema: { response: { 200: ReadinessSchema, 503: ReadinessSchema } } },
      async (request, reply) => {
        const [databaseCheck, redisCheck] = await Promise.allSettled([
          database.ping(),
          counters?.ping(),
        ]);
        const redis: Pick<Readiness, 'redis'> = counters
          ? { redis: redisCheck.status === 'fulfilled' ? 'ok' : 'unreachable' }
          : {};
        if (redisCheck.status === 'rejected') {
          request.log.warn({ err: redisCheck.reason }, 'Redis unreachable');
        }
        if (databaseCheck.status === 'rejected') {
          request.log.warn({ err: databaseCheck.reason }, 'database unreachable');
          return reply.code(503).send({ status: 'unavailable', database: 'unreachable', ...redis });
        }
        return { status: 'ready' as const, database: 'ok' as const, ...redis };
      },
    );
  };
}
