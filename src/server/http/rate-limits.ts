import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SharedCounters } from '../redis/shared-counters.ts';

/**
 * The rate-limit plugin; each route sets its own limit, read from the site config's `rateLimits`
 * (`config: routeRateLimit(…)`). With shared counters (REDIS_URL) every process counts in Redis,
 * so a limit of N holds at N however many processes answer; without, each process counts alone
 * in memory. When Redis cannot be reached the request is let through uncounted (fail open): a
 * short outage of the counters must not close the shop, and SharedCounters logs it.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  counters: SharedCounters | undefined,
): Promise<void> {
  await app.register(fastifyRateLimit, {
    global: false,
    ...(counters
      ? { redis: counters.client, nameSpace: `${counters.keyPrefix}rate-limit:`, skipOnError: true }
      : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      error: 'Too Many Requests',
      message: tooManyAttempts(context.ttl),
    }),
  });
}

function tooManyAttempts(ttlMs: number): string {
  // "494 seconds" is hard to read: past a minute, say the wait in whole minutes, rounded up.
  const seconds = Math.ceil(ttlMs / 1000);
  const wait = seconds <= 60 ? `${seconds} seconds` : `about ${Math.ceil(seconds / 60)} minutes`;
  return `Too many attempts. Please wait ${wait} and try again.`;
}

/**
 * A second limit on a route, counted by what `keyOf` names (a licence key's hash) instead of the
 * client's address, in the same store as the route's own limit. Runs as a preHandler, after the
 * body is validated, and answers 429 as the route's own limit does.
 */
export function limitBy(
  app: FastifyInstance,
  limit: { max: number; windowSeconds: number },
  keyOf: (request: FastifyRequest) => string,
) {
  const take = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.windowSeconds * 1000,
    keyGenerator: keyOf,
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const counted = await take(request);
    // Not allowed outright means counted, not refused: only past the limit is it refused.
    if (counted.isAllowed || !counted.isExceeded) return;
    return reply
      .code(429)
      .header('retry-after', String(counted.ttlInSeconds))
      .send({ error: 'Too Many Requests', message: tooManyAttempts(counted.ttl) });
  };
}

/** A route's `config` for one of the site config's `rateLimits`. */
export const routeRateLimit = (limit: { max: number; windowSeconds: number }) => ({
  rateLimit: { max: limit.max, timeWindow: limit.windowSeconds * 1000 },
});
