import type { FastifyInstance } from 'fastify';
import type { Histogram, Registry } from 'prom-client';

const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'] as const;
/** 404 → "4xx", by the first digit; anything odd counts as a server error. */
const statusClassOf = (statusCode: number) =>
  STATUS_CLASSES.find((statusClass) => statusClass[0] === String(statusCode)[0]) ?? '5xx';

/** Requests that matched no route share one label, so a scan of random URLs adds no series. */
const UNMATCHED_ROUTE = 'unmatched';

/**
 * Every request Fastify answers, by method, route pattern (`/download/:token/file`, never the raw
 * URL with its token) and status class, in one histogram: its `_count` is the request count and
 * its buckets the latency. One observation per request is all it costs.
 */
export function registerRequestMetrics(
  app: FastifyInstance,
  registry: Registry,
  HistogramMetric: typeof Histogram,
): void {
  const requests = new HistogramMetric({
    name: 'cryptomaton_http_request_duration_seconds',
    help: 'Requests answered by the API and the server-rendered routes, by route pattern and status class.',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    requests.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? UNMATCHED_ROUTE,
        status_class: statusClassOf(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
}
