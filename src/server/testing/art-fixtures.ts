import type { ArtEditionFacts } from '../art/art-package-facts.ts';
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

/** What an edition's package is made from (metadata, certificate): edition 3 of 10, sold to Ada. */
export const artEditionFacts = (
  collection: ArtEditionFacts['collection'],
  more: Partial<ArtEditionFacts> = {},
): ArtEditionFacts => ({
  editionId: 7,
  editionNumber: 3,
  editionOf: 10,
  verificationCode: 'ABCDE-FGHJK-LMNPQ-RSTUV',
  verifyUrl: 'https://shop.example/digital-collectibles/verify/ABCDE-FGHJK-LMNPQ-RSTUV',
  ownerEmail: 'ada@example.com',
  issuedAt: new Date('2026-11-22T20:08:13Z'),
  collection,
  media: null,
  youtubeUrl: null,
  seller: { name: 'Cryptomaton', address: 'New Zealand' },
  ...more,
});
