import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AttemptWindows } from './attempt-windows.ts';
import type { SharedCounters } from '../redis/shared-counters.ts';

/**
 * One attempt into several sliding windows, all or none, in one step Redis runs alone. Each
 * window is a sorted set of attempts scored by the time Redis reads (one clock for every
 * process). KEYS: the windows; ARGV: the attempt's id, then each window's max and length in ms.
 * Returns 0 when the attempt was counted, or the milliseconds until the fullest window has room.
 */
const TAKE_SCRIPT = `
local clock = redis.call('TIME')
local now = tonumber(clock[1]) * 1000 + math.floor(tonumber(clock[2]) / 1000)
local wait = 0
for i, key in ipairs(KEYS) do
  local max = tonumber(ARGV[i * 2])
  local span = tonumber(ARGV[i * 2 + 1])
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now - span)
  local n = redis.call('ZCARD', key)
  if n >= max then
    local leaving = redis.call('ZRANGE', key, n - max, n - max, 'WITHSCORES')
    wait = math.max(wait, tonumber(leaving[2]) + span - now)
  end
end
if wait > 0 then return wait end
for i, key in ipairs(KEYS) do
  redis.call('ZADD', key, now, ARGV[1])
  redis.call('PEXPIRE', key, tonumber(ARGV[i * 2 + 1]))
end
return 0
`;

/**
 * Attempt windows in the shared Redis (REDIS_URL), under the shop's key prefix. When Redis
 * cannot answer, the attempt is counted in `fallback` (the database) instead: unlike a form's
 * rate limit, a sign-in limit must not open up during a Redis outage.
 */
export function redisAttemptWindows(
  counters: SharedCounters,
  fallback: AttemptWindows,
  log: FastifyBaseLogger,
): AttemptWindows {
  const redis = counters.client;
  const redisKey = (key: string) => `${counters.keyPrefix}sign-in:${key}`;
  return {
    async take(windows) {
      const id = randomUUID();
      const keys = windows.map((window) => redisKey(window.key));
      let waitMs: number;
      try {
        const args = windows.flatMap(({ max, seconds }) => [max, seconds * 1000]);
        waitMs = Number(await redis.eval(TAKE_SCRIPT, keys.length, ...keys, id, ...args));
      } catch (error) {
        log.warn({ err: error }, 'Redis unreachable: sign-in attempts counted in the database');
        return fallback.take(windows);
      }
      if (waitMs > 0)
        return { taken: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
      return {
        taken: true,
        giveBack: () => unlessUnreachable(Promise.all(keys.map((key) => redis.zrem(key, id)))),
      };
    },
    async forget(keys) {
      if (keys.length === 0) return;
      // Attempts counted during an outage are in the database: forget them there too.
      await Promise.all([
        unlessUnreachable(redis.del(...keys.map(redisKey))),
        fallback.forget(keys),
      ]);
    },
  };

  /** Forgiving is a courtesy: an outage leaves the attempt counted, and the sign-in stands. */
  async function unlessUnreachable(command: Promise<unknown>): Promise<void> {
    try {
      await command;
    } catch (error) {
      log.warn({ err: error }, 'Redis unreachable: a sign-in attempt stays counted');
    }
  }
}
