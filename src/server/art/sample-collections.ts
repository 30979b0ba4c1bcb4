import { count, eq, sql } from 'drizzle-orm';
import type { ArtRarity } from '../../shared/art.ts';
import type { Db } from '../db/client.ts';
import { artCollections, shopSettings } from '../db/schema.ts';
import type { ArtMediaStore, StoredArtwork } from './art-media-store.ts';
import { artSlug } from './art-slug.ts';
import { renderSampleArtwork } from './sample-art-render.ts';
import type { SampleScene } from './sample-artwork.ts';

/** Set once the samples were made (or skipped), so deleting them never brings them back. */
export const SAMPLE_COLLECTIONS_SETTING = 'art_sample_collections';

const REPLACE_NOTE =
  'This is a sample piece the shop generated to show how a collection looks; the owner replaces it with real artwork.';

interface SampleCollection {
  /** The ids older delivery links and tools use (docs/product-rules.md, "Art supply…"). */
  id: number;
  name: string;
  description: string;
  rarity: ArtRarity;
  priceCents: number;
  totalSupply: number;
  almostGoneAt: number;
  scene: SampleScene;
}

export const sampleCollections: readonly SampleCollection[] = [
  {
    id: 1,
    name: 'Nebula Genesis',
    description: `A newborn star flares inside a violet stellar nursery. ${REPLACE_NOTE}`,
    rarity: 'epic',
    priceCents: 4900,
    totalSupply: 10,
    almostGoneAt: 3,
    scene: {
      seed: 1,
      sky: ['#2e0b4f', '#07010f'],
      clouds: ['#c026d3', '#7c3aed', '#f472b6'],
      cloudCount: 16,
      starCount: 1400,
      glowCount: 14,
      feature: 'protostar',
    },
  },
  {
    id: 2,
    name: 'Cosmic Drift',
    description: `A ringed teal world watches a belt of rocks drift by. ${REPLACE_NOTE}`,
    rarity: 'rare',
    priceCents: 2900,
    totalSupply: 25,
    almostGoneAt: 5,
    scene: {
      seed: 2,
      sky: ['#082f49', '#01060d'],
      clouds: ['#0891b2', '#1d4ed8', '#14b8a6'],
      cloudCount: 10,
      starCount: 1100,
      glowCount: 8,
      feature: 'ringed-planet',
    },
  },
  {
    id: 3,
    name: 'Stellar Void',
    description: `A dark world eclipses its sun under a far spiral galaxy. ${REPLACE_NOTE}`,
    rarity: 'common',
    priceCents: 900,
    totalSupply: 100,
    almostGoneAt: 10,
    scene: {
      seed: 3,
      sky: ['#0f0a2e', '#010005'],
      clouds: ['#312e81', '#1e1b4b'],
      cloudCount: 6,
      starCount: 700,
      glowCount: 5,
      feature: 'eclipse',
    },
  },
];

/**
 * On a fresh store, creates the three sample collections with their generated artwork, once.
 * Returns whether it made them. A store that already has collections keeps them and gets no
 * samples. Several processes starting at once make them once: the setting row is claimed first
 * in the same transaction, and a second claimant waits for it and then finds it taken.
 */
export async function ensureSampleCollections(
  db: Db,
  media: ArtMediaStore,
  options: { cacheRoot?: string } = {},
): Promise<boolean> {
  if (await sampleSettingExists(db)) return false;
  // The files are stored before the transaction: PGlite runs one statement at a time, and a
  // file stored for nothing is swept later like any other unreferenced file.
  const artwork: StoredArtwork[] = [];
  for (const sample of sampleCollections) {
    artwork.push(
      await media.storePrepared(await renderSampleArtwork(sample.scene, options.cacheRoot)),
    );
  }

  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(shopSettings)
      .values({ key: SAMPLE_COLLECTIONS_SETTING, value: 'created' })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0) return false;
    const [existing] = await tx.select({ n: count() }).from(artCollections);
    if ((existing?.n ?? 0) > 0) {
      await tx
        .update(shopSettings)
        .set({ value: 'skipped: the store already had collections' })
        .where(eq(shopSettings.key, SAMPLE_COLLECTIONS_SETTING));
      return false;
    }
    for (const [index, sample] of sampleCollections.entries()) {
      const image = artwork[index];
      if (!image) throw new Error(`no artwork rendered for ${sample.name}`);
      const row = await media.insert(tx, image);
      await tx.insert(artCollections).values({
        id: sample.id,
        name: sample.name,
        slug: artSlug(sample.name),
        description: sample.description,
        priceCents: sample.priceCents,
        totalSupply: sample.totalSupply,
        remainingSupply: sample.totalSupply,
        imageMediaId: row.id,
        rarity: sample.rarity,
        almostGoneAt: sample.almostGoneAt,
        isSample: true,
      });
    }
    // The ids were given by hand: the next collection the owner makes must not collide.
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('art_collections', 'id'), (select max(id) from art_collections))`,
    );
    return true;
  });
}

async function sampleSettingExists(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ key: shopSettings.key })
    .from(shopSettings)
    .where(eq(shopSettings.key, SAMPLE_COLLECTIONS_SETTING));
  return row !== undefined;
}
