import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
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
    errorResponseBuilder: (_request, context) => {
      // "494 seconds" is hard to read: past a minute, say the wait in whole minutes, rounded up.
      const seconds = Math.ceil(context.ttl / 1000);
      const wait =
        seconds <= 60 ? `${seconds} seconds` : `about ${Math.ceil(seconds / 60)} minutes`;
      return {
        statusCode: context.statusCode,
        error: 'Too Many Requests',
        message: `Too many attempts. Please wait ${wait} and try again.`,
      };
    },
  });
}

/** A route's `config` for one of the site config's `rateLimits`. */
export const routeRateLimit = (limit: { max: number; windowSeconds: number }) => ({
  rateLimit: { max: limit.max, timeWindow: limit.windowSeconds * 1000 },
});
