import { count, eq, gt, min, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Gauge, Registry } from 'prom-client';
import { outboxStatuses } from '../../shared/admin/mail.ts';
import { orderStatuses } from '../../shared/order-view.ts';
import type { Db } from '../db/client.ts';
import { downloadGrants, grantDownloads, orders, outbox } from '../db/schema.ts';

/** Completed orders of this last stretch make up the fulfilment lag figures. */
const LAG_WINDOW_HOURS = 1;

const lagSeconds = sql`extract(epoch from ${orders.completedAt} - ${orders.createdAt})::float8`;

/**
 * Figures of the whole shop, read from the database when Prometheus scrapes: every process
 * reports the same values (aggregate them with max, not sum), they survive restarts, and the
 * request path pays nothing for them.
 */
export class ShopFigures {
  private readonly up: Gauge;
  private readonly ordersByStatus: Gauge<'status'>;
  private readonly mailsByStatus: Gauge<'status'>;
  private readonly oldestPendingMail: Gauge;
  private readonly downloads: Gauge<'item'>;
  private readonly lag: Gauge<'statistic'>;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    registry: Registry,
    GaugeMetric: typeof Gauge,
  ) {
    const registers = [registry];
    this.up = new GaugeMetric({
      name: 'cryptomaton_shop_figures_up',
      help: '1 when the shop figures below were read from the database at this scrape, else 0.',
      registers,
    });
    this.ordersByStatus = new GaugeMetric({
      name: 'cryptomaton_orders',
      help: 'Orders by status (whole shop).',
      labelNames: ['status'] as const,
      registers,
    });
    this.mailsByStatus = new GaugeMetric({
      name: 'cryptomaton_outbox_mails',
      help: 'Outbox mail by status: pending is the backlog, failed gave up after its retries (whole shop).',
      labelNames: ['status'] as const,
      registers,
    });
    this.oldestPendingMail = new GaugeMetric({
      name: 'cryptomaton_outbox_oldest_pending_seconds',
      help: 'Age of the oldest mail still waiting to be sent, 0 when none waits (whole shop).',
      registers,
    });
    this.downloads = new GaugeMetric({
      name: 'cryptomaton_downloads_delivered_total',
      help: 'Downloads delivered in full, by item: bot or art (whole shop, ever).',
      labelNames: ['item'] as const,
      registers,
    });
    this.lag = new GaugeMetric({
      name: 'cryptomaton_fulfilment_lag_seconds',
      help: `From checkout to download grant, over the orders completed in the last ${LAG_WINDOW_HOURS} h (p50, p95, max; whole shop).`,
      labelNames: ['statistic'] as const,
      registers,
    });
  }

  /** Reads the figures; a database that does not answer turns `up` to 0 instead of failing. */
  async refresh(): Promise<void> {
    try {
      await this.read();
      this.up.set(1);
    } catch (error) {
      this.up.set(0);
      this.log.warn({ err: error }, 'metrics: could not read the shop figures');
    }
  }

  private async read(): Promise<void> {
    const [orderRows, mailRows, downloadRows, [lag]] = await Promise.all([
      this.db.select({ status: orders.status, n: count() }).from(orders).groupBy(orders.status),
      this.db
        .select({ status: outbox.status, n: count(), oldest: min(outbox.createdAt) })
        .from(outbox)
        .groupBy(outbox.status),
      this.db
        .select({ art: sql<boolean>`${downloadGrants.artEditionId} is not null`, n: count() })
        .from(grantDownloads)
        .innerJoin(downloadGrants, eq(downloadGrants.id, grantDownloads.grantId))
        .groupBy(sql`1`),
      this.db
        .select({
          p50: sql<number | null>`percentile_cont(0.5) within group (order by ${lagSeconds})`,
          p95: sql<number | null>`percentile_cont(0.95) within group (order by ${lagSeconds})`,
          max: sql<number | null>`max(${lagSeconds})`,
        })
        .from(orders)
        .where(gt(orders.completedAt, sql`now() - make_interval(hours => ${LAG_WINDOW_HOURS})`)),
    ]);
    const countOf = <T>(rows: (T & { n: number })[], match: (row: T) => boolean) =>
      rows.find(match)?.n ?? 0;

    for (const status of orderStatuses) {
      this.ordersByStatus.set(
        { status },
        countOf(orderRows, (row) => row.status === status),
      );
    }
    for (const status of outboxStatuses) {
      this.mailsByStatus.set(
        { status },
        countOf(mailRows, (row) => row.status === status),
      );
    }
    const oldest = mailRows.find((row) => row.status === 'pending')?.oldest;
    this.oldestPendingMail.set(oldest ? (Date.now() - new Date(oldest).getTime()) / 1000 : 0);
    this.downloads.set(
      { item: 'bot' },
      countOf(downloadRows, (row) => !row.art),
    );
    this.downloads.set(
      { item: 'art' },
      countOf(downloadRows, (row) => Boolean(row.art)),
    );
    for (const statistic of ['p50', 'p95', 'max'] as const) {
      this.lag.set({ statistic }, Number(lag?.[statistic] ?? 0));
    }
  }
}
