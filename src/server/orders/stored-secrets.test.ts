import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { buyWithTestCard } from '../testing/purchase.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';

describe.each(testDatabaseKinds())('what a copy of the database holds on %s', (kind) => {
  let t: TestApp;
  afterEach(async () => {
    await t.app.close();
  });

  /** Every row of every table of the shop, as text. */
  async function dumpDatabase(): Promise<string> {
    const rowsOf = async (query: ReturnType<typeof sql>) =>
      ((await t.database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
    const tables = await rowsOf(
      sql`select table_name as name from information_schema.tables where table_schema = 'public'`,
    );
    let dump = '';
    for (const { name } of tables) {
      dump += JSON.stringify(await rowsOf(sql`select * from ${sql.identifier(String(name))}`));
    }
    return dump;
  }

  it('no token that opens an order, a download link or a licence, once the receipt is sent', async () => {
    t = await createTestApp(kind);
    const { orderToken, downloadPath, view: bought } = await buyWithTestCard(t.app);
    const licenceKey = bought.order.licence?.key ?? '';
    expect(licenceKey).not.toBe('');
    const downloadToken = downloadPath.split('/').at(-2) ?? '';
    expect(await t.app.shop.outbox.runOnce()).toEqual({ sent: 1, failed: 0 });

    const dump = await dumpDatabase();
    expect(dump).toContain('order_token_hash');
    expect(dump).not.toContain(orderToken);
    expect(dump).not.toContain(downloadToken);
    expect(dump).not.toContain(licenceKey);
    expect(dump).not.toContain(licenceKey.replaceAll('-', ''));
    // The thank-you page, which holds the order token, still shows the link.
    const view = await t.app.inject({ method: 'GET', url: `/api/orders/${orderToken}` });
    expect(view.json().order.download.url).toBe(downloadPath);
    expect(view.json().order.licence.key).toBe(licenceKey);
  });
});
