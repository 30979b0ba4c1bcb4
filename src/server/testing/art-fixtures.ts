import type { Db } from '../db/client.ts';
import { artCollections } from '../db/schema.ts';

/** An art collection straight in the database (tests of buying, not of the art admin). */
export async function insertArtCollection(
  db: Db,
  values: Partial<typeof artCollections.$inferInsert> = {},
) {
  const totalSupply = values.totalSupply ?? 10;
  const [row] = await db
    .insert(artCollections)
    .values({
      name: 'Test Nebula',
      description: 'A collection made by a test.',
      priceCents: 4_900,
      totalSupply,
      remainingSupply: values.remainingSupply ?? totalSupply,
      youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      rarity: 'epic',
      ...values,
    })
    .returning();
  if (!row) throw new Error('collection insert returned no row');
  return row;
}
