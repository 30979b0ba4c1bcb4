import yauzl from 'yauzl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { signedInAdmin } from '../testing/admin-session.ts';
import { adminCall } from '../testing/admin-requests.ts';
import { pngImage, uploadArt } from '../testing/art-uploads.ts';
import { multipartFile } from '../testing/multipart.ts';
import { buyWithTestCard } from '../testing/purchase.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';

function zipEntries(zip: Buffer): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, file) => {
      if (error || !file) return reject(error ?? new Error('no zip'));
      const entries = new Map<string, string>();
      file.on('entry', (entry: yauzl.Entry) =>
        file.openReadStream(entry, (openError, stream) => {
          if (openError || !stream) return reject(openError ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks).toString('utf8'));
            file.readEntry();
          });
        }),
      );
      file.on('end', () => resolve(entries));
      file.readEntry();
    });
  });
}

/**
 * Two server processes on one database, each with a DATA_DIR of its own (as two machines would
 * have): what is uploaded through one is served by the other.
 */
describe.each(testDatabaseKinds())('files shared between two processes on %s', (kind) => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp(kind);
    // On PostgreSQL the second process has connections of its own; PGlite is one process's.
    const url = (a.database as { url?: string }).url;
    const database = url ? await openDatabase({ kind: 'postgres', url }) : a.database;
    b = await createTestApp(kind, { database });
  });
  afterAll(async () => {
    await b.app.close();
    await a.app.close();
  });

  it('serves a product file uploaded through one process from the other, whose DATA_DIR is empty', async () => {
    expect(b.config.dataDir).not.toBe(a.config.dataDir);
    const { cookie } = await signedInAdmin(a.app, a.database.db);
    const body = multipartFile('strategy.py', Buffer.from('print("from process A")\n'), 'product');
    const uploaded = await a.app.inject({
      method: 'POST',
      url: '/api/admin/files',
      payload: body.payload,
      headers: { ...body.headers, cookie, origin: 'http://shop.test' },
    });
    expect(uploaded.statusCode).toBe(201);
    const activated = await adminCall(
      a.app,
      cookie,
      'POST',
      `/api/admin/files/${uploaded.json().file.id}/active`,
      { active: true },
    );
    expect(activated.statusCode).toBe(200);
    const built = await a.app.shop.productFiles.currentPackage();
    // B has never had A's new package on its disk (at start it fetched only the one then on sale).
    expect(await b.app.shop.files.cachedFile(built?.sha256 ?? '')).toBeUndefined();

    const { downloadPath } = await buyWithTestCard(b.app);
    const download = await b.app.inject({ method: 'GET', url: downloadPath });
    expect(download.statusCode).toBe(200);
    // The package process A built, with the buyer's licence file added as it is served.
    expect(download.headers.etag).toMatch(new RegExp(`^"${built?.sha256}-[0-9a-f]{16}"$`));
    const entries = await zipEntries(download.rawPayload);
    expect(entries.get('cryptomaton/strategy.py')).toBe('print("from process A")\n');

    // Served by B, and not built again: the package is the one A recorded.
    expect(await b.app.shop.productFiles.currentPackage()).toEqual(built);
  });

  it('builds a package twice to the same file: a second build changes nothing', async () => {
    const first = await a.app.shop.productFiles.currentPackage();
    const [again, other] = await Promise.all([
      a.app.shop.productFiles.rebuildPackage(),
      b.app.shop.productFiles.rebuildPackage(),
    ]);
    expect(again).toEqual(first);
    expect(other).toEqual(first);
  });

  it('shows artwork uploaded through one process in the other', async () => {
    const { cookie } = await signedInAdmin(a.app, a.database.db, 'artist@example.com');
    const uploaded = await uploadArt(a.app, cookie, 'art.png', await pngImage(800, 600));
    expect(uploaded.statusCode).toBe(201);
    const url = `${uploaded.json().imageUrl}/480w`;
    const fromB = await b.app.inject({ method: 'GET', url });
    expect(fromB.statusCode).toBe(200);
    expect(fromB.headers['content-type']).toBe('image/webp');
    const fromA = await a.app.inject({ method: 'GET', url });
    expect(fromB.rawPayload.equals(fromA.rawPayload)).toBe(true);
  });
});
