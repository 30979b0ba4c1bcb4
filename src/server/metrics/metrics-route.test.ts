import { describe, expect, it, vi } from 'vitest';
import { buyWithTestCard } from '../testing/purchase.ts';
import { useTestApp } from '../testing/test-app.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';

const TOKEN = `metrics-${'k'.repeat(32)}`;

/** The value of one series in Prometheus's text format (`name{labels} value`). */
function seriesValue(text: string, series: string): number | undefined {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe.each(testDatabaseKinds())('/metrics on %s', (kind) => {
  describe('without METRICS_TOKEN', () => {
    const t = useTestApp(kind);

    it('is not there at all', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(response.statusCode).toBe(404);
    });
  });

  describe('with METRICS_TOKEN', () => {
    const t = useTestApp(kind, { env: { METRICS_TOKEN: TOKEN } });
    const scrape = (authorization?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });

    it('refuses a scraper without the token, or with another', async () => {
      for (const authorization of [
        undefined,
        `Bearer ${TOKEN}x`,
        `Bearer ${TOKEN.slice(0, -1)}`,
        TOKEN,
        `Basic ${TOKEN}`,
      ]) {
        const response = await scrape(authorization);
        expect(response.statusCode).toBe(401);
        expect(response.headers['www-authenticate']).toMatch(/^Bearer/);
        expect(response.json().message).toMatch(/metrics token/);
      }
    });

    it('counts requests by route pattern and status class, never by raw URL', async () => {
      await t.app.inject({ method: 'GET', url: '/api/downloads/secret-token-one' });
      await t.app.inject({ method: 'GET', url: '/api/downloads/secret-token-two' });
      await t.app.inject({ method: 'GET', url: '/no/such/page' });
      const response = await scrape(`Bearer ${TOKEN}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = response.body;
      expect(text).not.toContain('secret-token');
      expect(text).not.toContain('/no/such/page');
      const downloads =
        'cryptomaton_http_request_duration_seconds_count{method="GET",route="/api/downloads/:token",status_class="2xx"}';
      expect(seriesValue(text, downloads)).toBe(2);
      const unmatched =
        'cryptomaton_http_request_duration_seconds_count{method="GET",route="unmatched",status_class="4xx"}';
      expect(seriesValue(text, unmatched)).toBe(1);
      expect(text).toContain('process_resident_memory_bytes');
    });

    it('reports orders, the outbox, downloads and the fulfilment lag from the database', async () => {
      const before = (await scrape(`Bearer ${TOKEN}`)).body;
      expect(seriesValue(before, 'cryptomaton_shop_figures_up')).toBe(1);
      expect(seriesValue(before, 'cryptomaton_orders{status="completed"}')).toBe(0);

      const bought = await buyWithTestCard(t.app);
      const download = await t.app.inject({ method: 'GET', url: bought.downloadPath });
      expect(download.statusCode).toBe(200);
      // The delivered download is recorded once the response has gone out, a moment later.
      const text = await vi.waitFor(async () => {
        const body = (await scrape(`Bearer ${TOKEN}`)).body;
        expect(seriesValue(body, 'cryptomaton_downloads_delivered_total{item="bot"}')).toBe(1);
        return body;
      });
      expect(seriesValue(text, 'cryptomaton_orders{status="completed"}')).toBe(1);
      expect(seriesValue(text, 'cryptomaton_orders{status="pending"}')).toBe(0);
      // The worker is not running in route tests: the receipt waits in the outbox.
      expect(seriesValue(text, 'cryptomaton_outbox_mails{status="pending"}')).toBe(1);
      expect(seriesValue(text, 'cryptomaton_outbox_mails{status="failed"}')).toBe(0);
      expect(seriesValue(text, 'cryptomaton_outbox_oldest_pending_seconds')).toBeGreaterThan(0);
      expect(seriesValue(text, 'cryptomaton_downloads_delivered_total{item="art"}')).toBe(0);
      const lag = seriesValue(text, 'cryptomaton_fulfilment_lag_seconds{statistic="max"}');
      expect(lag).toBeGreaterThan(0);
      expect(lag).toBeLessThan(60);
    });

    it('still answers, with the shop figures marked down, while the database is unreachable', async () => {
      await t.database.close();
      const response = await scrape(`Bearer ${TOKEN}`);
      expect(response.statusCode).toBe(200);
      expect(seriesValue(response.body, 'cryptomaton_shop_figures_up')).toBe(0);
    });

    it('counts the answers given before Fastify', async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const address = t.app.server.address();
      if (!address || typeof address === 'string') throw new Error('no port');
      const base = `http://127.0.0.1:${address.port}`;
      for (let n = 0; n < 3; n += 1) expect((await fetch(`${base}/healthz`)).status).toBe(200);
      const text = await (
        await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
      ).text();
      expect(seriesValue(text, 'cryptomaton_direct_answers_total')).toBe(3);
    });
  });
});
