import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/** How long start-up waits for Redis before serving without it (rate limits then fail open). */
const CONNECT_WAIT_MS = 2_000;

export interface SharedCountersConfig {
  url: string;
  /** Put before every key, so several shops (or test runs) can share one Redis. */
  keyPrefix: string;
}

/**
 * The Redis that every process counts in (rate limits), when REDIS_URL is set. A command never
 * waits for a connection that is down: it fails at once (no offline queue) or after a second
 * (command timeout), so a Redis outage costs a request its rate limit, never its answer. The
 * outage and the recovery are each logged once, not once per request.
 */
export class SharedCounters {
  readonly client: Redis;
  readonly keyPrefix: string;
  private reachable = true;

  private constructor(
    RedisClient: typeof Redis,
    config: SharedCountersConfig,
    log: FastifyBaseLogger,
  ) {
    this.keyPrefix = config.keyPrefix;
    this.client = new RedisClient(config.url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: CONNECT_WAIT_MS,
      commandTimeout: 1_000,
      // Keep trying to come back, at most every two seconds.
      retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
    });
    this.client.on('error', (error: Error) => {
      if (!this.reachable) return;
      this.reachable = false;
      log.warn(
        { err: error.message },
        'Redis unreachable: rate limits are not enforced until it is back',
      );
    });
    this.client.on('ready', () => {
      if (this.reachable) return;
      this.reachable = true;
      log.info('Redis reachable again: rate limits are shared and enforced');
    });
  }

  /** Connects, waiting a little for Redis so the first requests are counted too. */
  static async connect(
    config: SharedCountersConfig,
    log: FastifyBaseLogger,
  ): Promise<SharedCounters> {
    // Loaded only when REDIS_URL is set: a single process never holds the client in memory.
    const { Redis: RedisClient } = await import('ioredis');
    const counters = new SharedCounters(RedisClient, config, log);
    let timer: NodeJS.Timeout | undefined;
    // Ready, refused (no use waiting: it retries in the background) or too slow: serve.
    await new Promise<void>((resolve) => {
      counters.client.once('ready', resolve);
      counters.client.once('error', () => resolve());
      timer = setTimeout(resolve, CONNECT_WAIT_MS);
    });
    clearTimeout(timer);
    return counters;
  }

  /** Resolves when Redis answers; rejects otherwise (readiness reports it). */
  async ping(): Promise<void> {
    await this.client.ping();
  }

  async close(): Promise<void> {
    this.client.removeAllListeners('error');
    this.client.on('error', () => undefined);
    await this.client.quit().catch(() => this.client.disconnect());
  }
}
