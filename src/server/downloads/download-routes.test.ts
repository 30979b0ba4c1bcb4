import { createHash, randomBytes } from 'node:crypto';
import { get } from 'node:http';
import { readFile, rm } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { downloadGrants, fileBlobs, grantDownloads } from '../db/schema.ts';
import { verifyPackageLicence } from '../licences/licence-file.ts';
import { buyWithTestCard, viewOrder } from '../testing/purchase.ts';
import { useTestApp } from '../testing/test-app.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';
import { zipEntries } from '../testing/zip-entries.ts';

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
/** The response's 'close' settles the count a moment after the body is read. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 150));

describe.each(testDatabaseKinds())('downloads on %s', (kind) => {
  const t = useTestApp(kind);

  const grant = async () => (await t.database.db.select().from(downloadGrants))[0];
  const pageOf = async (downloadPath: string) => {
    const token = downloadPath.split('/').at(-2) ?? '';
    const response = await t.app.inject({ method: 'GET', url: `/api/downloads/${token}` });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it('serves the whole package with its checksum list, and counts it once it is sent', async () => {
    const { downloadPath, view } = await buyWithTestCard(t.app);
    expect(downloadPath).toMatch(/^\/download\/[\w-]{43}\/file$/);
    expect(view.order.download?.pageUrl).toBe(downloadPath.replace(/\/file$/, ''));
    const response = await t.app.inject({ method: 'GET', url: downloadPath });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe('attachment; filename="cryptomaton.zip"');
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    const pkg = await t.app.shop.productFiles.currentPackage();
    // The buyer's own copy: the stored package with the order's licence file spliced in.
    expect(response.headers.etag).toMatch(new RegExp(`^"${pkg?.sha256}-[0-9a-f]{16}"$`));
    expect(sha256(response.rawPayload)).toBe((await pageOf(downloadPath)).package.sha256);

    const entries = await zipEntries(response.rawPayload);
    expect([...entries.keys()]).toEqual([
      'cryptomaton/README.txt',
      'cryptomaton/config.example.txt',
      'cryptomaton/CHECKSUMS.txt',
      'cryptomaton/licence.json',
      'cryptomaton/licence-public-key.pem',
    ]);
    const checksums = entries.get('cryptomaton/CHECKSUMS.txt') ?? '';
    expect(checksums).toBe(
      `${sha256(entries.get('cryptomaton/README.txt') ?? '')}  README.txt\n` +
        `${sha256(entries.get('cryptomaton/config.example.txt') ?? '')}  config.example.txt\n`,
    );
    const storedFile = await t.app.shop.files.localFile(pkg?.sha256 ?? '');
    const stored = await zipEntries(await readFile(storedFile?.path ?? ''));
    expect(stored.size).toBe(3);
    for (const [name, text] of stored) expect(entries.get(name)).toBe(text);
    const publicKey = entries.get('cryptomaton/licence-public-key.pem') ?? '';
    expect(publicKey).toBe(t.app.shop.licences.signingKey.publicKeyPem);
    const licence = JSON.parse(entries.get('cryptomaton/licence.json') ?? '');
    expect(verifyPackageLicence(publicKey, licence)).toEqual({
      kind: 'package',
      orderReference: view.order.reference,
      licenceId: expect.any(Number),
      entitlement: 'cryptomaton-bot',
      issuedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect((await grant())?.downloadsUsed).toBe(1);
    // The delivered download is written once the response is over, a moment after the body came.
    await vi.waitFor(
      async () => expect(await t.database.db.select().from(grantDownloads)).toHaveLength(1),
      { timeout: 10_000 },
    );
  });

  it('describes the link on its page without using a download', async () => {
    const { downloadPath } = await buyWithTestCard(t.app);
    const page = await pageOf(downloadPath);
    expect(page).toMatchObject({
      state: 'ready',
      productName: 'Algorithm Zip',
      downloadsUsed: 0,
      maxDownloads: 3,
      fileUrl: downloadPath,
      packageUpdatedSincePurchase: false,
    });
    expect(page.package.version).toMatch(/^\d{4}\.\d{2}\.\d{2}-[0-9a-f]{8}$/);
    expect(page.package.sha256).toMatch(/^[0-9a-f]{64}$/);
    await pageOf(downloadPath);
    expect((await grant())?.downloadsUsed).toBe(0);
  });

  it('never counts a HEAD, a prefetch or a link preview', async () => {
    const { downloadPath } = await buyWithTestCard(t.app);
    const head = await t.app.inject({ method: 'HEAD', url: downloadPath });
    expect(head.statusCode).toBe(200);
    const page = await pageOf(downloadPath);
    // The size of the buyer's own copy (licence file and all), which the page shows too.
    expect(head.headers['content-length']).toBe(String(page.package.sizeBytes));
    const pkg = await t.app.shop.productFiles.currentPackage();
    expect(Number(head.headers['content-length'])).toBeGreaterThan(pkg?.sizeBytes ?? 0);
    expect(head.headers.etag).toMatch(new RegExp(`^"${pkg?.sha256}-[0-9a-f]{16}"$`));
    expect(head.rawPayload).toHaveLength(0);
    for (const headers of [
      { 'sec-purpose': 'prefetch;prerender' },
      { purpose: 'prefetch' },
      { 'user-agent': 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)' },
      { 'user-agent': 'facebookexternalhit/1.1' },
      { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
    ]) {
      const response = await t.app.inject({ method: 'GET', url: downloadPath, headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(303);
      expect(response.headers.location).toBe(downloadPath.replace(/\/file$/, ''));
    }
    await settled();
    expect((await grant())?.downloadsUsed).toBe(0);
  });

  it('lets exactly 3 of 50 parallel complete downloads of one link through', async () => {
    const { downloadPath, orderToken } = await buyWithTestCard(t.app);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => t.app.inject({ method: 'GET', url: downloadPath })),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 303)).toHaveLength(47);
    await settled();
    expect((await grant())?.downloadsUsed).toBe(3);
    expect((await pageOf(downloadPath)).state).toBe('exhausted');
    // Used up: the thank-you page stops offering the link.
    expect((await viewOrder(t.app, orderToken)).order.download).toBeNull();
  });

  it('does not count a transfer cut off half-way, and resumes it with Range as one download', async () => {
    // A package big enough that half of it cannot sit in socket buffers.
    // Random text: the zip can hardly shrink it.
    const data = Buffer.from(randomBytes(18 * 1024 * 1024).toString('base64'));
    await t.app.shop.productFiles.add('strategy-data.txt', data, {
      active: true,
    });
    const { downloadPath } = await buyWithTestCard(t.app);
    const { package: served } = await pageOf(downloadPath);
    const size: number = served.sizeBytes;
    let etag = '';
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });

    const firstHalf = await new Promise<Buffer>((resolve, reject) => {
      const chunks: Buffer[] = [];
      let received = 0;
      const request = get(`${address}${downloadPath}`, (response) => {
        expect(response.statusCode).toBe(200);
        etag = String(response.headers.etag);
        response.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          received += chunk.length;
          if (received >= size / 2) {
            request.destroy();
            resolve(Buffer.concat(chunks));
          }
        });
      });
      request.on('error', (error) => (received >= size / 2 ? undefined : reject(error)));
    });
    // The cut-off transfer gives its download back once the server sees the socket close.
    await vi.waitFor(async () => expect((await grant())?.downloadsUsed).toBe(0), {
      timeout: 10_000,
    });

    const rest = await fetch(`${address}${downloadPath}`, {
      headers: { range: `bytes=${firstHalf.length}-`, 'if-range': etag },
    });
    expect(rest.status).toBe(206);
    expect(rest.headers.get('content-range')).toBe(`bytes ${firstHalf.length}-${size - 1}/${size}`);
    const whole = Buffer.concat([firstHalf, Buffer.from(await rest.arrayBuffer())]);
    expect(sha256(whole)).toBe(served.sha256);
    await settled();
    expect((await grant())?.downloadsUsed).toBe(1);
  });

  it('answers a resume of an older package with the whole new one, and refuses ranges past the end', async () => {
    const { downloadPath } = await buyWithTestCard(t.app);
    const stale = await t.app.inject({
      method: 'GET',
      url: downloadPath,
      headers: { range: 'bytes=10-', 'if-range': '"an-older-package"' },
    });
    expect(stale.statusCode).toBe(200);
    const beyond = await t.app.inject({
      method: 'GET',
      url: downloadPath,
      headers: { range: 'bytes=99999999-' },
    });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toMatch(/^bytes \*\/\d+$/);
    // A middle part completes nothing and counts nothing.
    const middle = await t.app.inject({
      method: 'GET',
      url: downloadPath,
      headers: { range: 'bytes=0-9' },
    });
    expect(middle.statusCode).toBe(206);
    expect(middle.rawPayload).toHaveLength(10);
    await settled();
    expect((await grant())?.downloadsUsed).toBe(1);
  });

  it('sends an expired, revoked or unknown link to its page, which says why', async () => {
    const { downloadPath } = await buyWithTestCard(t.app);
    await t.database.db.update(downloadGrants).set({ expiresAt: sql`now() - interval '1 minute'` });
    const expired = await t.app.inject({ method: 'GET', url: downloadPath });
    expect(expired.statusCode).toBe(303);
    const page = await pageOf(downloadPath);
    expect(page).toMatchObject({ state: 'expired', fileUrl: null });
    expect(page.expiresAt).toBeTruthy();

    await t.database.db.update(downloadGrants).set({ revokedAt: sql`now()` });
    expect((await pageOf(downloadPath)).state).toBe('revoked');

    for (const token of ['not-a-real-token-at-all-123', 'x']) {
      const unknown = await t.app.inject({ method: 'GET', url: `/api/downloads/${token}` });
      expect(unknown.json()).toMatchObject({ state: 'unknown', fileUrl: null, package: null });
    }
  });

  it('costs no download when the package file is missing', async () => {
    const { downloadPath } = await buyWithTestCard(t.app);
    const pkg = await t.app.shop.productFiles.currentPackage();
    await t.database.db.delete(fileBlobs).where(eq(fileBlobs.sha256, pkg?.sha256 ?? ''));
    await rm(t.app.shop.files.cacheDir, { recursive: true, force: true });
    const response = await t.app.inject({ method: 'GET', url: downloadPath });
    expect(response.statusCode).toBe(303);
    expect((await pageOf(downloadPath)).state).toBe('unavailable');
    expect((await grant())?.downloadsUsed).toBe(0);
  });

  it('serves the newest package to a live link and says so', async () => {
    const { downloadPath } = await buyWithTestCard(t.app);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await t.app.shop.productFiles.add('cryptomaton-v2.py', Buffer.from('print("v2")'), {
      active: true,
    });
    const page = await pageOf(downloadPath);
    expect(page.packageUpdatedSincePurchase).toBe(true);
    const response = await t.app.inject({ method: 'GET', url: downloadPath });
    expect([...(await zipEntries(response.rawPayload)).keys()]).toContain(
      'cryptomaton/cryptomaton-v2.py',
    );
  });
});
