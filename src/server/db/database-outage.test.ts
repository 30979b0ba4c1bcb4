import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { startTcpProxy } from '../testing/tcp-proxy.ts';
import { buyWithTestCard } from '../testing/purchase.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
} from '../testing/test-database.ts';

/** The app on a database that the test can take away (and, on PostgreSQL, bring back). */
async function appWithFragileDatabase(kind: 'pglite' | 'postgres') {
  if (kind === 'pglite') {
    const t = await createTestApp('pglite');
    return { t, cut: () => t.database.close(), restore: undefined, cleanUp: async () => {} };
  }
  const base: TestDatabase = await createTestDatabase('postgres');
  const target = new URL(base.url ?? '');
  const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  target.host = `127.0.0.1:${proxy.port}`;
  const database = await openDatabase({ kind: 'postgres', url: target.toString() });
  const t = await createTestApp('postgres', { database });
  return {
    t,
    cut: () => proxy.cut(),
    restore: () => proxy.restore(),
    cleanUp: async () => {
      await proxy.close();
      await base.close();
    },
  };
}

describe.each(testDatabaseKinds())('a database outage on %s', (kind) => {
  let cleanUp: (() => Promise<void>) | undefined;
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.app.close();
    await cleanUp?.();
  });

  it('answers 503 with Retry-After and a clear message on every route, then recovers', async () => {
    const fragile = await appWithFragileDatabase(kind);
    ({ t, cleanUp } = fragile);
    const app = fragile.t.app;
    const { orderToken, downloadPath } = await buyWithTestCard(app);

    await fragile.cut();
    const json = [
      { method: 'GET' as const, url: `/api/orders/${orderToken}` },
      {
        method: 'POST' as const,
        url: '/api/contact',
        payload: { email: 'a@example.com', message: 'Hi' },
      },
      {
        method: 'POST' as const,
        url: '/api/create-payment-intent',
        payload: { email: 'a@example.com', acceptedTerms: true },
      },
    ];
    for (const request of json) {
      const response = await app.inject(request);
      expect(response.statusCode, request.url).toBe(503);
      expect(response.headers['retry-after']).toBe('30');
      expect(response.json().message).toMatch(/cannot reach its database right now/);
    }
    const downloadToken = downloadPath.split('/').at(-2) ?? '';
    const page = await app.inject({ method: 'GET', url: `/api/downloads/${downloadToken}` });
    expect(page.statusCode).toBe(503);
    expect(page.headers['retry-after']).toBe('30');
    // The Download button leads back to the page, which says what is going on.
    const file = await app.inject({ method: 'GET', url: downloadPath });
    expect(file.statusCode).toBe(303);
    expect(file.headers.location).toBe(downloadPath.replace(/\/file$/, ''));
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);

    if (fragile.restore) {
      await fragile.restore();
      const back = await app.inject({ method: 'GET', url: `/api/orders/${orderToken}` });
      expect(back.statusCode).toBe(200);
      expect(back.json().order.status).toBe('completed');
    }
  });
});
