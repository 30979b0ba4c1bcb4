import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adminAuditLog, downloadGrants } from '../db/schema.ts';
import { adminCall } from '../testing/admin-requests.ts';
import { useSignedInApp } from '../testing/admin-session.ts';
import { buyWithTestCard } from '../testing/purchase.ts';
import { rawZip } from '../testing/raw-zip.ts';
import { publishFromPackage, publishUpload } from '../testing/releases.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';
import { zipEntries } from '../testing/zip-entries.ts';

/** A central directory record's signature: the stored entries end where the first one is. */
const CENTRAL_DIRECTORY = Buffer.from([0x50, 0x4b, 0x01, 0x02]);

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

const botZip = (version: string) =>
  rawZip([
    { name: 'cryptomaton/bot.py', content: Buffer.from(`VERSION = "${version}"\n`) },
    { name: 'cryptomaton/README.txt', content: Buffer.from(`Cryptomaton ${version}\n`) },
  ]);

describe.each(testDatabaseKinds())("the owner's releases on %s", (kind) => {
  // One app for the block: each test builds on the releases the ones before it published.
  const t = useSignedInApp(kind);
  const list = async () => (await adminCall(t.app, t.cookie, 'GET', '/api/admin/releases')).json();

  it('lists no release before the first, with the package the product files make now', async () => {
    const view = await list();
    expect(view.releases).toEqual([]);
    expect(view.servedReleaseId).toBeNull();
    const pkg = await t.app.shop.productFiles.currentPackage();
    expect(view.currentPackage).toEqual({
      sha256: pkg?.sha256,
      sizeBytes: pkg?.sizeBytes,
      builtAt: pkg?.builtAt,
    });
  });

  it('publishes the current package as a release, audited, and refuses its version twice', async () => {
    const published = await publishFromPackage(t.app, t.cookie, { version: '1.0.0' });
    expect(published.statusCode).toBe(201);
    const pkg = await t.app.shop.productFiles.currentPackage();
    const { release } = published.json();
    expect(release).toMatchObject({
      version: '1.0.0',
      channel: 'stable',
      sha256: pkg?.sha256,
      sizeBytes: pkg?.sizeBytes,
      publishedBy: 'owner@example.com',
    });
    expect(release.changelog).toContain('Faster order routing');
    const audit = await t.database.db.select().from(adminAuditLog);
    expect(audit.find((entry) => entry.action === 'release.publish')).toMatchObject({
      actor: 'owner@example.com',
      targetType: 'release',
      targetId: String(release.id),
      detail: { version: '1.0.0', channel: 'stable', sha256: pkg?.sha256, source: 'package' },
    });
    const again = await publishFromPackage(t.app, t.cookie, { version: '1.0.0' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already published on the stable channel/);
    const page = await adminCall(t.app, t.cookie, 'GET', `/api/admin/releases/${release.id}`);
    expect(page.json()).toEqual({ release, served: true });
    expect((await list()).servedReleaseId).toBe(release.id);
  });

  it('refuses a version that is not semver, an unknown channel and an empty changelog: 400', async () => {
    const bad = await adminCall(t.app, t.cookie, 'POST', '/api/admin/releases', {
      version: 'v1.2',
      channel: 'nightly',
      changelog: '   ',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors).sort()).toEqual(['changelog', 'channel', 'version']);
    const missing = await adminCall(t.app, t.cookie, 'POST', '/api/admin/releases', {});
    expect(missing.statusCode).toBe(400);
    expect((await list()).releases).toHaveLength(1);
  });

  it('publishes an uploaded zip byte for byte; new buyers get the highest stable version', async () => {
    const zip = botZip('1.1.0');
    const uploaded = await publishUpload(
      t.app,
      t.cookie,
      { version: '1.1.0', channel: 'stable', changelog: '- Binance API v3' },
      zip,
    );
    expect(uploaded.statusCode).toBe(201);
    expect(uploaded.json().release).toMatchObject({ sha256: sha256(zip), sizeBytes: zip.length });
    // A beta above it, and a fix of the older line published later, change nothing for buyers.
    const beta = await publishUpload(
      t.app,
      t.cookie,
      { version: '1.2.0-beta.1', channel: 'beta', changelog: '- Try the new grid' },
      botZip('1.2.0-beta.1'),
    );
    expect(beta.statusCode).toBe(201);
    expect((await publishFromPackage(t.app, t.cookie, { version: '1.0.1' })).statusCode).toBe(201);

    const view = await list();
    expect(view.releases.map((r: { version: string }) => r.version)).toEqual([
      '1.2.0-beta.1',
      '1.1.0',
      '1.0.1',
      '1.0.0',
    ]);
    expect(view.servedReleaseId).toBe(uploaded.json().release.id);

    const { downloadPath, view: order } = await buyWithTestCard(t.app, 'new@example.com');
    const file = await t.app.inject({ method: 'GET', url: downloadPath });
    expect(file.statusCode).toBe(200);
    // The release's bytes, with the buyer's licence file spliced in after its entries.
    expect(file.rawPayload.subarray(0, zip.indexOf(CENTRAL_DIRECTORY))).toEqual(
      zip.subarray(0, zip.indexOf(CENTRAL_DIRECTORY)),
    );
    expect(file.headers['content-disposition']).toBe('attachment; filename="cryptomaton.zip"');
    const entries = await zipEntries(file.rawPayload);
    expect(entries.get('cryptomaton/bot.py')).toBe('VERSION = "1.1.0"\n');
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/downloads/${downloadPath.split('/').at(-2)}`,
    });
    expect(page.json().package).toMatchObject({
      version: '1.1.0',
      sha256: sha256(file.rawPayload),
    });
    expect(entries.get('cryptomaton/licence.json')).toContain('"signature"');
    expect(order.order.download).toBeTruthy();
    const grants = await t.database.db.select().from(downloadGrants);
    expect(grants.at(-1)?.downloadsUsed).toBe(1);
  });

  it('refuses an upload that is not a zip, or a zip the package rules refuse, and keeps nothing', async () => {
    const before = (await list()).releases.length;
    const text = await publishUpload(
      t.app,
      t.cookie,
      { version: '3.0.0', channel: 'stable', changelog: 'x' },
      Buffer.from('not a zip'),
      'bot.txt',
    );
    expect(text.statusCode).toBe(400);
    const escaping = await publishUpload(
      t.app,
      t.cookie,
      { version: '3.0.0', channel: 'stable', changelog: 'x' },
      rawZip([{ name: '../evil.py', content: Buffer.from('x') }]),
    );
    expect(escaping.statusCode).toBe(400);
    const noFields = await publishUpload(t.app, t.cookie, {}, botZip('3.0.0'));
    expect(noFields.statusCode).toBe(400);
    expect(noFields.json().fieldErrors).toHaveProperty('version');
    expect((await list()).releases).toHaveLength(before);
  });

  it('answers only a signed-in admin', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/releases' });
    expect(anonymous.statusCode).toBe(401);
    const missing = await adminCall(t.app, t.cookie, 'GET', '/api/admin/releases/9999');
    expect(missing.statusCode).toBe(404);
  });
});
