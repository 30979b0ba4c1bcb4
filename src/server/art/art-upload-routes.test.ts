import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artMedia, adminAuditLog, fileBlobs } from '../db/schema.ts';
import { signedInAdmin } from '../testing/admin-session.ts';
import { MP4_VIDEO, MPEG_VIDEO, pngImage, uploadArt } from '../testing/art-uploads.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';

const LIMIT = 256 * 1024;

describe.each(testDatabaseKinds())('artwork uploads on %s', (kind) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { overrides: { artUploadMaxBytes: LIMIT } });
    cookie = (await signedInAdmin(t.app, t.database.db)).cookie;
  });
  afterAll(async () => {
    await t.app.close();
  });

  // What is stored: the shared files, and this process's cache of them (temporary files too).
  const stored = async () => ({
    shared: (await t.database.db.select({ sha256: fileBlobs.sha256 }).from(fileBlobs))
      .map((file) => file.sha256)
      .sort(),
    cached: (await readdir(t.app.shop.files.cacheDir, { recursive: true })).sort(),
  });
  const mediaRows = async () => (await t.database.db.select().from(artMedia)).length;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('stores a PNG, measures it and writes 480/960/1600 WebP copies, never upscaled', async () => {
    const png = await pngImage(3000, 1500);
    const response = await uploadArt(t.app, cookie, '../../Nebula Art.PNG', png);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe('Image uploaded successfully');
    expect(body.imageUrl).toMatch(/^\/media\/art\/[A-Za-z0-9_-]{22}$/);
    const publicId = body.imageUrl.split('/').at(-1);
    expect(body.artwork).toEqual({
      kind: 'image',
      url: `/media/art/${publicId}/1600w`,
      width: 1600,
      height: 800,
      variants: [
        { url: `/media/art/${publicId}/480w`, width: 480, height: 240 },
        { url: `/media/art/${publicId}/960w`, width: 960, height: 480 },
        { url: `/media/art/${publicId}/1600w`, width: 1600, height: 800 },
      ],
    });

    const [row] = await t.database.db
      .select()
      .from(artMedia)
      .where(eq(artMedia.publicId, publicId));
    expect(row).toMatchObject({ kind: 'image', mimeType: 'image/png', width: 3000, height: 1500 });
    expect(row?.sha256).toBe(createHash('sha256').update(png).digest('hex'));
    expect(row?.sizeBytes).toBe(png.length);
    // Stored under its hash, not the uploader's name.
    const original = await readFile(
      (await t.app.shop.files.localFile(row?.sha256 ?? ''))?.path ?? '',
    );
    expect(original.equals(png)).toBe(true);

    const [audit] = await t.database.db
      .select()
      .from(adminAuditLog)
      .orderBy(desc(adminAuditLog.id))
      .limit(1);
    expect(audit).toMatchObject({
      action: 'art.upload',
      targetType: 'art-media',
      targetId: publicId,
      actor: 'owner@example.com',
    });
    expect(audit?.detail).toMatchObject({ kind: 'image', sha256: row?.sha256 });
  });

  it('makes one copy at the original width for an image narrower than 480', async () => {
    const response = await uploadArt(t.app, cookie, 'small.png', await pngImage(300, 200));
    expect(response.statusCode).toBe(201);
    expect(response.json().artwork.variants.map((v: { width: number }) => v.width)).toEqual([300]);
  });

  it.each([
    [
      'photo.jpg',
      () =>
        sharp({ create: { width: 600, height: 400, channels: 3, background: '#123' } })
          .jpeg()
          .toBuffer(),
    ],
    [
      'photo.jpeg',
      () =>
        sharp({ create: { width: 600, height: 400, channels: 3, background: '#123' } })
          .jpeg()
          .toBuffer(),
    ],
    [
      'art.webp',
      () =>
        sharp({ create: { width: 600, height: 400, channels: 3, background: '#123' } })
          .webp()
          .toBuffer(),
    ],
    [
      'art.gif',
      () =>
        sharp({ create: { width: 600, height: 400, channels: 3, background: '#123' } })
          .gif()
          .toBuffer(),
    ],
    [
      'art.avif',
      () =>
        sharp({ create: { width: 600, height: 400, channels: 3, background: '#123' } })
          .avif()
          .toBuffer(),
    ],
  ])('takes %s', async (name, make) => {
    const response = await uploadArt(t.app, cookie, name, await make());
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().artwork).toMatchObject({ kind: 'image', width: 480, height: 320 });
  });

  it.each([
    ['clip.mp4', MP4_VIDEO, 'video/mp4'],
    ['clip.mpeg', MPEG_VIDEO, 'video/mpeg'],
    ['clip.mpg', MPEG_VIDEO, 'video/mpeg'],
  ])('takes the video %s and serves it with Range', async (name, content, mimeType) => {
    const response = await uploadArt(t.app, cookie, name, content);
    expect(response.statusCode).toBe(201);
    const { imageUrl, artwork } = response.json();
    expect(artwork).toEqual({ kind: 'video', url: imageUrl, mimeType });

    const whole = await get(imageUrl);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe(mimeType);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.equals(content)).toBe(true);

    const part = await get(imageUrl, { range: 'bytes=4-11' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 4-11/${content.length}`);
    expect(part.rawPayload.equals(content.subarray(4, 12))).toBe(true);
    const beyond = await get(imageUrl, { range: 'bytes=99999-' });
    expect(beyond.statusCode).toBe(416);
    expect(String(beyond.headers['cache-control'])).not.toContain('immutable');
  });

  it.each([
    ['notes.txt', Buffer.from('hello'), 'only images (PNG, JPEG, WebP, GIF, AVIF) and videos'],
    ['art.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'only images'],
    [
      'fake.png',
      Buffer.from('this is plain text, not a picture'),
      'fake.png: the content is not a PNG image.',
    ],
    [
      'clip.mp4',
      Buffer.from('504b0304140000000800' + '00'.repeat(40), 'hex'),
      'clip.mp4: the content is not an MP4 video (it looks like a zip file).',
    ],
    [
      'mislabelled.jpg',
      'png',
      'mislabelled.jpg: the content is not a JPEG image (it looks like a png file).',
    ],
    ['clip.mpg', MP4_VIDEO, 'clip.mpg: the content is not an MPEG video'],
    [
      'broken.png',
      // A real PNG cut short: its signature and size are there, its pixels are not.
      'truncated-png',
      'broken.png: the image could not be read.',
    ],
  ])('refuses %s by name or content and keeps nothing', async (name, content, message) => {
    const before = { files: await stored(), rows: await mediaRows() };
    const body =
      content === 'png'
        ? await pngImage(50, 50)
        : content === 'truncated-png'
          ? (await pngImage(400, 400)).subarray(0, 200)
          : (content as Buffer);
    const response = await uploadArt(t.app, cookie, name, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect(await stored()).toEqual(before.files);
    expect(await mediaRows()).toBe(before.rows);
  });

  it('refuses a file over the limit with 413 and keeps nothing', async () => {
    const before = { files: await stored(), rows: await mediaRows() };
    const big = Buffer.concat([await pngImage(10, 10), Buffer.alloc(LIMIT, 1)]);
    const response = await uploadArt(t.app, cookie, 'huge.png', big);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('The file is too large: artwork can be at most 256 KB.');
    expect(await stored()).toEqual(before.files);
    expect(await mediaRows()).toBe(before.rows);
  });

  it('refuses an upload in another form field, or not multipart', async () => {
    const wrongField = await uploadArt(t.app, cookie, 'a.png', await pngImage(10, 10), 'product');
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toContain('form field "image"');
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/admin/upload-nft-image',
      headers: { cookie, origin: 'http://shop.test' },
      payload: { image: 'x' },
    });
    expect(json.statusCode).toBe(400);
  });

  it('stores nothing without a session (401) or from another site (403)', async () => {
    const before = await stored();
    const png = await pngImage(10, 10);
    expect((await uploadArt(t.app, undefined, 'a.png', png)).statusCode).toBe(401);
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/admin/upload-nft-image',
      payload: png,
      headers: { cookie, origin: 'https://evil.example', 'content-type': 'image/png' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(await stored()).toEqual(before);
  });
});

describe.each(testDatabaseKinds())('artwork serving on %s', (kind) => {
  let t: TestApp;
  let publicId: string;
  let row: typeof artMedia.$inferSelect;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const { cookie } = await signedInAdmin(t.app, t.database.db);
    const response = await uploadArt(t.app, cookie, 'art.png', await pngImage(2000, 2000));
    publicId = response.json().imageUrl.split('/').at(-1);
    [row] = (await t.database.db
      .select()
      .from(artMedia)
      .where(eq(artMedia.publicId, publicId))) as [typeof row];
  });
  afterAll(async () => {
    await t.app.close();
  });

  const fileOf = async (sha256: string) =>
    readFile((await t.app.shop.files.localFile(sha256))?.path ?? '');

  it('serves an image as its largest web copy, never the original', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/media/art/${publicId}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const largest = row.variants.at(-1);
    expect(largest?.width).toBe(1600);
    expect(response.rawPayload.equals(await fileOf(largest?.sha256 ?? ''))).toBe(true);
    expect(response.rawPayload.equals(await fileOf(row.sha256))).toBe(false);
    expect((await sharp(response.rawPayload).metadata()).width).toBe(1600);
  });

  it.each([480, 960, 1600])('serves the %i px copy', async (width) => {
    const response = await t.app.inject({ method: 'GET', url: `/media/art/${publicId}/${width}w` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(response.rawPayload).metadata()).width).toBe(width);
  });

  it.each([
    () => `/media/art/${publicId}/2000w`,
    () => `/media/art/${publicId}/original`,
    () => `/media/art/${publicId}/960`,
    () => '/media/art/AAAAAAAAAAAAAAAAAAAAAA',
    () => '/media/art/AAAAAAAAAAAAAAAAAAAAAA/480w',
    () => '/media/art/..%2F..%2Fetc%2Fpasswd',
    () => `/media/art/${row.sha256}`,
  ])('answers 404 for what is not a served copy (%#)', async (url) => {
    const response = await t.app.inject({ method: 'GET', url: url() });
    expect(response.statusCode).toBe(404);
    expect(String(response.headers['cache-control'])).not.toContain('immutable');
  });
});
