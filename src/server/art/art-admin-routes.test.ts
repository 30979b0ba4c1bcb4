import { and, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NEED_ARTWORK_MESSAGE } from '../../shared/art-admin.ts';
import { adminAuditLog, artCollections } from '../db/schema.ts';
import { useArtAdmin } from '../testing/art-admin.ts';
import { MP4_VIDEO, uploadArt } from '../testing/art-uploads.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';

const YOUTUBE = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

describe.each(testDatabaseKinds())('art admin collections on %s', (kind) => {
  const { t, call, create, update, setSupply } = useArtAdmin(kind);
  const lastAudit = async () =>
    (await t.database.db.select().from(adminAuditLog).orderBy(desc(adminAuditLog.id)).limit(1))[0];

  it('check-auth answers ok with a session and 401 without', async () => {
    const ok = await call('GET', '/api/art-admin/check-auth');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ ok: true });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/art-admin/check-auth' });
    expect(anonymous.statusCode).toBe(401);
  });

  it.each([
    ['GET', '/api/art-admin/collections'],
    ['POST', '/api/art/collections'],
    ['PUT', '/api/art/collections/1'],
    ['DELETE', '/api/art/collections/1'],
  ] as const)('%s %s needs a session', async (method, url) => {
    const response = await t.app.inject({
      method,
      url,
      ...(method === 'GET' || method === 'DELETE' ? {} : { payload: { name: 'x' } }),
    });
    expect(response.statusCode).toBe(401);
    expect((await t.database.db.select().from(artCollections)).map((row) => row.name)).toEqual([
      'Nebula Genesis',
      'Cosmic Drift',
      'Stellar Void',
    ]);
  });

  it('creates a collection with the defaults and the uploaded artwork', async () => {
    const response = await create({ description: 'Northern lights.' });
    expect(response.statusCode).toBe(201);
    const collection = response.json();
    expect(collection).toMatchObject({
      name: 'Aurora',
      description: 'Northern lights.',
      price: 19.99,
      priceCents: 1999,
      totalSupply: 1,
      remainingSupply: 1,
      availableSupply: 1,
      rarity: 'common',
      // Without a status the collection follows its supply; its one unit is at the threshold.
      status: 'almost-gone',
      statusSetByOwner: false,
      almostGoneAt: 3,
      imageUrl: t.imageUrl,
      youtubeUrl: null,
      hidden: false,
      isSample: false,
    });
    expect(collection.id).toBeGreaterThan(3);
    expect(collection.artwork).toMatchObject({ kind: 'image', width: 960, height: 640 });
    expect(await lastAudit()).toMatchObject({
      action: 'art.collection.create',
      targetId: String(collection.id),
    });
  });

  it('creates one with a YouTube URL (it wins over an upload) or an uploaded video', async () => {
    const both = await create({ youtubeUrl: YOUTUBE, status: 'live', rarity: 'legendary' });
    expect(both.statusCode).toBe(201);
    expect(both.json()).toMatchObject({
      imageUrl: t.imageUrl,
      youtubeUrl: YOUTUBE,
      rarity: 'legendary',
      status: 'live',
      statusSetByOwner: true,
      artwork: { kind: 'youtube', videoId: 'dQw4w9WgXcQ' },
    });
    const youtubeOnly = await create({
      imageUrl: null,
      youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ',
    });
    expect(youtubeOnly.statusCode).toBe(201);
    expect(youtubeOnly.json().imageUrl).toBeNull();

    const video = (await uploadArt(t.app, t.cookie, 'clip.mp4', MP4_VIDEO)).json().imageUrl;
    const withVideo = await create({ imageUrl: video });
    expect(withVideo.json().artwork).toEqual({ kind: 'video', url: video, mimeType: 'video/mp4' });
  });

  it('refuses a collection without artwork, with the spec’s message', async () => {
    const response = await create({ imageUrl: null, youtubeUrl: null });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.imageUrl).toEqual([NEED_ARTWORK_MESSAGE]);
    expect((await create({ imageUrl: '', youtubeUrl: '' })).statusCode).toBe(400);
  });

  it.each([
    [{ imageUrl: '/media/art/AAAAAAAAAAAAAAAAAAAAAA' }, 'the shop has no upload at this address'],
    [{ imageUrl: 'https://example.com/cat.png' }, 'imageUrl'],
    [{ youtubeUrl: 'https://vimeo.com/123', imageUrl: null }, 'youtubeUrl'],
    [{ name: '   ' }, 'name'],
    [{ priceCents: 49 }, 'The price must be at least $0.50.'],
    [{ priceCents: 10_000_001 }, 'The price can be at most $100,000.'],
    [{ priceCents: 1234.5 }, 'Use at most two decimals for the price.'],
    [{ priceCents: '1999' }, 'Please enter a price in USD.'],
    [{ priceCents: undefined }, 'Please enter a price in USD.'],
    [{ price: 0 }, 'price'],
    [{ price: 1.234 }, 'price'],
    [{ totalSupply: 0 }, 'totalSupply'],
    [{ totalSupply: 5, remainingSupply: 6 }, 'remainingSupply'],
    [{ rarity: 'mythic' }, 'rarity'],
  ])('refuses %j with 400', async (fields, expected) => {
    const response = await create(fields);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(expected);
  });

  it('still takes the deprecated price in USD, converted to cents once', async () => {
    const legacy = await create({ priceCents: undefined, price: 1.29 });
    expect(legacy.statusCode).toBe(201);
    expect(legacy.json()).toMatchObject({ priceCents: 129, price: 1.29 });
    const both = await create({ priceCents: 2950, price: 29.5 });
    expect(both.json()).toMatchObject({ priceCents: 2950, price: 29.5 });

    const disagree = await create({ priceCents: 2950, price: 30 });
    expect(disagree.statusCode).toBe(400);
    expect(disagree.json().fieldErrors.priceCents).toEqual([
      'priceCents and price name different prices: send priceCents only.',
    ]);
    const finer = await create({ priceCents: undefined, price: 1.234 });
    expect(finer.json().fieldErrors.price).toEqual(['Use at most two decimals for the price.']);
  });

  it('lists every collection for the admin, hidden ones too; the gallery leaves those out', async () => {
    const hidden = (await create({ name: 'Secret', hidden: true })).json();
    const admin = (await call('GET', '/api/art-admin/collections')).json().collections;
    const gallery = (await t.app.inject({ method: 'GET', url: '/api/art/collections' })).json()
      .collections;
    expect(admin.map((c: { id: number }) => c.id)).toContain(hidden.id);
    expect(gallery.map((c: { id: number }) => c.id)).not.toContain(hidden.id);
    expect(admin.slice(0, 3).map((c: { name: string }) => c.name)).toEqual([
      'Nebula Genesis',
      'Cosmic Drift',
      'Stellar Void',
    ]);
  });

  it('saves any one changed field and records it', async () => {
    const { id } = (await create({})).json();
    const cases: [object, object][] = [
      [{ name: 'Renamed' }, { name: 'Renamed' }],
      [{ description: 'New words' }, { description: 'New words' }],
      [{ priceCents: 4250 }, { price: 42.5, priceCents: 4250 }],
      [{ price: 42.51 }, { price: 42.51, priceCents: 4251 }],
      [{ rarity: 'epic' }, { rarity: 'epic' }],
      [{ hidden: true }, { hidden: true }],
      [{ almostGoneAt: 0 }, { almostGoneAt: 0 }],
      [{ youtubeUrl: YOUTUBE }, { artwork: expect.objectContaining({ kind: 'youtube' }) }],
      [
        { youtubeUrl: '' },
        { youtubeUrl: null, artwork: expect.objectContaining({ kind: 'image' }) },
      ],
    ];
    for (const [change, expected] of cases) {
      const response = await update(id, change);
      expect(response.statusCode, JSON.stringify(change)).toBe(200);
      expect(response.json()).toMatchObject(expected);
    }
    expect(await lastAudit()).toMatchObject({
      action: 'art.collection.update',
      targetId: String(id),
      detail: expect.objectContaining({ fields: 'youtubeUrl' }),
    });
    expect((await update(id, {})).statusCode).toBe(400);
  });

  it('lets the owner set the status by hand, or hand it back to the supply (null)', async () => {
    const { id } = (await create({ totalSupply: 10, almostGoneAt: 3 })).json();
    expect((await update(id, { status: 'sold-out' })).json()).toMatchObject({
      status: 'sold-out',
      statusSetByOwner: true,
    });
    await setSupply(id, { remainingSupply: 2 });
    expect((await update(id, { status: null })).json()).toMatchObject({
      status: 'almost-gone',
      statusSetByOwner: false,
    });
  });

  it('keeps some artwork: clearing the only one is refused with the spec’s message', async () => {
    const { id } = (await create({ imageUrl: null, youtubeUrl: YOUTUBE })).json();
    const cleared = await update(id, { youtubeUrl: '' });
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json().message).toBe(NEED_ARTWORK_MESSAGE);
    expect((await update(id, { youtubeUrl: null, imageUrl: null })).statusCode).toBe(400);
    expect((await update(id, { imageUrl: t.imageUrl })).statusCode).toBe(200);
    expect((await update(id, { youtubeUrl: null })).json().artwork.kind).toBe('image');
    expect((await update(id, { imageUrl: '' })).json().message).toBe(NEED_ARTWORK_MESSAGE);
  });

  it('deletes softly: gone from both lists, kept for the orders that name it', async () => {
    const { id, name } = (await create({ name: 'Doomed' })).json();
    const deleted = await call('DELETE', `/api/art/collections/${id}`);
    expect(deleted.statusCode).toBe(204);
    expect(await lastAudit()).toMatchObject({
      action: 'art.collection.delete',
      targetId: String(id),
      detail: { name },
    });
    const admin = (await call('GET', '/api/art-admin/collections')).json().collections;
    expect(admin.map((c: { id: number }) => c.id)).not.toContain(id);
    const [row] = await t.database.db
      .select()
      .from(artCollections)
      .where(and(eq(artCollections.id, id), sql`${artCollections.deletedAt} is not null`));
    expect(row?.name).toBe('Doomed');

    expect((await call('DELETE', `/api/art/collections/${id}`)).statusCode).toBe(404);
    expect((await update(id, { name: 'Back?' })).statusCode).toBe(404);
  });

  it.each([999_999, 2_147_483_647])('answers 404 for collection %i', async (id) => {
    expect((await update(id, { name: 'x' })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/art/collections/${id}`)).statusCode).toBe(404);
  });

  it('answers 400 for ids that are not collection ids', async () => {
    for (const id of ['0', '-1', 'abc', '99999999999']) {
      expect((await update(id as unknown as number, { name: 'x' })).statusCode).toBe(400);
    }
  });
});
