import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { registerRequestMetrics } from './request-metrics.ts';
import { ShopFigures } from './shop-figures.ts';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares whole digests in constant time, so the answer time tells nothing of the token. */
function isMetricsToken(header: string | undefined, expected: Buffer): boolean {
  const match = /^Bearer (.+)$/.exec(header ?? '');
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), expected);
}

/**
 * `GET /metrics` in Prometheus's text format, for a scraper holding METRICS_TOKEN (the app
 * registers it only when the token is set, so without it requests pay nothing and prom-client is
 * never loaded). Process figures (requests, latency, memory, event loop) are this process's own;
 * shop figures come from the database at each scrape. Registered on the root instance, not as a
 * plugin, so the request hook sees every route.
 */
export async function registerMetrics(
  app: FastifyInstance,
  deps: {
    token: string;
    db: Db;
    /** The count of requests answered before Fastify (site/direct-answers.ts). */
    directAnswers: { readonly answered: number };
  },
): Promise<void> {
  const { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } =
    await import('prom-client');
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  registerRequestMetrics(app, registry, Histogram);
  const figures = new ShopFigures(deps.db, app.log, registry, Gauge);
  let reported = 0;
  new Counter({
    name: 'cryptomaton_direct_answers_total',
    help: 'Built pages, assets and /healthz answered before Fastify (not in the request histogram).',
    registers: [registry],
    collect() {
      // The hot path only adds one to a number; the counter catches up here.
      const answered = deps.directAnswers.answered;
      this.inc(answered - reported);
      reported = answered;
    },
  });
  const expected = digest(deps.token);

  app.get('/metrics', async (request, reply) => {
    if (!isMetricsToken(request.headers.authorization, expected)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send({ error: 'Unauthorized', message: 'Send the metrics token as a Bearer token.' });
    }
    await figures.refresh();
    return reply
      .header('content-type', registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics());
  });
}
