import { mkdtempSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { artCollections, artMedia, shopSettings } from '../db/schema.ts';
import { adminCall } from '../testing/admin-requests.ts';
import { signedInAdmin } from '../testing/admin-session.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createTestDatabase, testDatabaseKinds } from '../testing/test-database.ts';
import { shopFileStore } from '../files/shop-file-store.ts';
import { ArtMediaStore } from './art-media-store.ts';
import { SAMPLE_COLLECTIONS_SETTING, ensureSampleCollections } from './sample-collections.ts';

describe.each(testDatabaseKinds())('sample collections on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { sampleArt: true });
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('a fresh start has the three pieces the delivery tool knows, marked as samples', async () => {
    const { collections } = (
      await t.app.inject({ method: 'GET', url: '/api/art/collections' })
    ).json();
    expect(
      collections.map((c: Record<string, unknown>) => [
        c.id,
        c.name,
        c.rarity,
        c.price,
        c.totalSupply,
        c.remainingSupply,
        c.status,
        c.isSample,
      ]),
    ).toEqual([
      [1, 'Nebula Genesis', 'epic', 49, 10, 10, 'live', true],
      [2, 'Cosmic Drift', 'rare', 29, 25, 25, 'live', true],
      [3, 'Stellar Void', 'common', 9, 100, 100, 'live', true],
    ]);
    for (const collection of collections) {
      expect(collection.description).toContain('sample piece');
      expect(collection.description).toContain('replaces it with real artwork');
      expect(collection.artwork).toMatchObject({ kind: 'image', width: 1600, height: 1600 });
    }
  });

  it('stores a 2400 × 2400 PNG original like an upload, and serves only its web copies', async () => {
    const rows = await t.database.db.select().from(artMedia);
    expect(rows).toHaveLength(3);
    const hashes = new Set<string>();
    for (const row of rows) {
      expect(row).toMatchObject({
        kind: 'image',
        mimeType: 'image/png',
        width: 2400,
        height: 2400,
      });
      expect(row.variants.map((variant) => variant.width)).toEqual([480, 960, 1600]);
      const original = await readFile((await t.app.shop.files.localFile(row.sha256))?.path ?? '');
      expect(await sharp(original).metadata()).toMatchObject({
        format: 'png',
        width: 2400,
        height: 2400,
      });
      hashes.add(row.sha256);
      const served = await t.app.inject({ method: 'GET', url: `/media/art/${row.publicId}` });
      expect(served.headers['content-type']).toBe('image/webp');
      expect((await sharp(served.rawPayload).metadata()).width).toBe(1600);
    }
    // Three different pictures.
    expect(hashes.size).toBe(3);
  });

  it('creates them once: deleted samples stay deleted, and new collections come after them', async () => {
    const { cookie } = await signedInAdmin(t.app, t.database.db);
    for (const id of [1, 2, 3]) {
      expect(
        (await adminCall(t.app, cookie, 'DELETE', `/api/art/collections/${id}`)).statusCode,
      ).toBe(204);
    }
    const media = new ArtMediaStore(t.database.db, t.app.shop.files);
    expect(await ensureSampleCollections(t.database.db, media)).toBe(false);
    const { collections } = (
      await t.app.inject({ method: 'GET', url: '/api/art/collections' })
    ).json();
    expect(collections).toEqual([]);
    expect((await t.database.db.select().from(artCollections)).length).toBe(3);

    const created = await adminCall(t.app, cookie, 'POST', '/api/art/collections', {
      name: 'First real piece',
      price: 10,
      youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ',
    });
    expect(created.json().id).toBe(4);
  });
});

describe.each(testDatabaseKinds())('making the samples on %s', (kind) => {
  let database: Database;
  let dataDir: string;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-samples-'));
  });
  afterAll(async () => {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('makes them once when several processes start at the same time', async () => {
    const stores = [1, 2, 3].map(
      (n) => new ArtMediaStore(database.db, shopFileStore(database.db, path.join(dataDir, `${n}`))),
    );
    const made = await Promise.all(
      stores.map((store) => ensureSampleCollections(database.db, store)),
    );
    expect(made.filter(Boolean)).toHaveLength(1);
    expect((await database.db.select().from(artCollections)).map((row) => row.id)).toEqual([
      1, 2, 3,
    ]);
    expect(await database.db.select().from(artMedia)).toHaveLength(3);
  });

  it('gives a store that already has collections no samples, and remembers that', async () => {
    await database.db.delete(shopSettings).where(eq(shopSettings.key, SAMPLE_COLLECTIONS_SETTING));
    const store = new ArtMediaStore(database.db, shopFileStore(database.db, dataDir));
    expect(await ensureSampleCollections(database.db, store)).toBe(false);
    expect(await database.db.select().from(artCollections)).toHaveLength(3);
    const [setting] = await database.db
      .select()
      .from(shopSettings)
      .where(eq(shopSettings.key, SAMPLE_COLLECTIONS_SETTING));
    expect(setting?.value).toContain('skipped');
  });
});
