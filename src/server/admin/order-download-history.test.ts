import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminCall, orderIdOf } from '../testing/admin-requests.ts';
import { signedInAdmin } from '../testing/admin-session.ts';
import { downloadInFull } from '../testing/downloads.ts';
import { buyWithTestCard, viewOrder } from '../testing/purchase.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0';

/** An order's admin page keeps every link's downloads after a fresh link replaces it. */
describe.each(testDatabaseKinds())('an order’s download history on %s', (kind) => {
  let t: TestApp;
  let cookie: string;
  beforeEach(async () => {
    t = await createTestApp(kind);
    ({ cookie } = await signedInAdmin(t.app, t.database.db));
  });
  afterEach(async () => {
    await t.app.close();
  });
  const download = (path: string) =>
    downloadInFull(t, path, { headers: { 'user-agent': FIREFOX } });

  it('lists every link with its downloads and times, the used-up one beside the fresh one', async () => {
    const bought = await buyWithTestCard(t.app, 'history@example.com');
    const orderId = await orderIdOf(t.database.db, bought.orderToken);
    for (let n = 0; n < 3; n += 1)
      expect((await download(bought.downloadPath)).statusCode).toBe(200);
    const fresh = await adminCall(t.app, cookie, 'POST', `/api/admin/orders/${orderId}/fresh-link`);
    expect(fresh.statusCode, fresh.body).toBe(200);
    const newest = (await viewOrder(t.app, bought.orderToken)).order.download!;
    await download(newest.url);

    const detail = (await adminCall(t.app, cookie, 'GET', `/api/admin/orders/${orderId}`)).json();
    // The summary's current link is the fresh one...
    expect(detail.order.downloadDisplay).toBe('Downloaded 1/3');
    // ...and the history keeps the first one's three downloads.
    const [first, second] = detail.grants;
    expect(detail.grants).toHaveLength(2);
    expect(first).toMatchObject({ state: 'revoked', downloadsUsed: 3, maxDownloads: 3 });
    expect(first.revokedAt).not.toBeNull();
    expect(first.downloads).toHaveLength(3);
    for (const entry of first.downloads) {
      expect(entry.client).toBe('Firefox on Linux');
      expect(Date.parse(entry.at)).toBeGreaterThanOrEqual(Date.parse(first.createdAt));
    }
    expect(second).toMatchObject({ state: 'works', downloadsUsed: 1, revokedAt: null });
    expect(second.downloads).toEqual([{ at: expect.any(String), client: 'Firefox on Linux' }]);
    expect(detail.artSentByHand).toEqual([]);
  });
});
