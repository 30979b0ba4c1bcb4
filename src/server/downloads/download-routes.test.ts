import { sql } from 'drizzle-orm';
import yauzl from 'yauzl';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { downloadGrants } from '../db/schema.ts';
import { buyWithTestCard, viewOrder } from '../testing/purchase.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';

function zipEntries(buffer: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error('no zip'));
      const names: string[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        zip.readEntry();
      });
      zip.on('end', () => resolve(names));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

describe.each(testDatabaseKinds())('downloads on %s', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind);
  });
  afterEach(async () => {
    await t.app.close();
  });

  it('streams the package as an attachment with its length', async () => {
    const { downloadPath } = await buyWithTestCard(t.app);
    const response = await t.app.inject({ method: 'GET', url: downloadPath });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe('attachment; filename="cryptomaton.zip"');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(await zipEntries(response.rawPayload)).toEqual([
      'cryptomaton/README.txt',
      'cryptomaton/config.example.txt',
    ]);
  });

  it('lets exactly 3 of 50 parallel downloads of one link through', async () => {
    const { downloadPath, orderToken } = await buyWithTestCard(t.app);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => t.app.inject({ method: 'GET', url: downloadPath })),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 410)).toHaveLength(47);
    const [grant] = await t.database.db.select().from(downloadGrants);
    expect(grant?.downloadsUsed).toBe(3);
    expect(responses.find((r) => r.statusCode === 410)?.body).toContain(
      'This download link has been used 3 times',
    );
    // Used up: the thank-you page stops offering the link.
    expect((await viewOrder(t.app, orderToken)).order.download).toBeNull();
  });

  it('does not count a HEAD request', async () => {
    const { downloadPath } = await buyWithTestCard(t.app);
    const head = await t.app.inject({ method: 'HEAD', url: downloadPath });
    expect(head.statusCode).toBe(200);
    const [grant] = await t.database.db.select().from(downloadGrants);
    expect(grant?.downloadsUsed).toBe(0);
  });

  it('explains an expired link with a page, never a stack trace', async () => {
    const { downloadPath } = await buyWithTestCard(t.app);
    await t.database.db.update(downloadGrants).set({ expiresAt: sql`now() - interval '1 minute'` });
    const response = await t.app.inject({ method: 'GET', url: downloadPath });
    expect(response.statusCode).toBe(410);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('This download link has expired');
    expect(response.body).toContain('href="/support"');
    expect(response.body).not.toMatch(/\bat .+\.ts:\d+/);
  });

  it('answers an unknown link with 404 and a way to get help', async () => {
    for (const url of ['/download/not-a-real-token-at-all-123', '/download/x']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('We could not find this download link');
    }
  });

  it('costs no download when the package file is missing', async () => {
    const { downloadPath } = await buyWithTestCard(t.app);
    const pkg = await t.app.shop.productFiles.currentPackage();
    const { rm } = await import('node:fs/promises');
    await rm(pkg?.path ?? '', { force: true });
    const response = await t.app.inject({ method: 'GET', url: downloadPath });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('your link has not been used up');
    const [grant] = await t.database.db.select().from(downloadGrants);
    expect(grant?.downloadsUsed).toBe(0);
  });
});
