import type { Seller } from '../../shared/seller.ts';
import { eq } from 'drizzle-orm';
import type { ArtRarity } from '../../shared/art.ts';
import { artVerifyPath } from '../../shared/art-display.ts';
import { groupedVerificationCode } from '../../shared/art-verification-code.ts';
import type { Db } from '../db/client.ts';
import { artCollections, artEditions, artMedia } from '../db/schema.ts';

/** Everything an edition's package says, read once from the database. */
export interface ArtEditionFacts {
  editionId: number;
  editionNumber: number;
  editionOf: number;
  /** Grouped for reading (ABCDE-FGHJK-…), as the certificate prints it. */
  verificationCode: string;
  /** `${publicUrl}/digital-collectibles/verify/{code}`. */
  verifyUrl: string;
  ownerEmail: string;
  issuedAt: Date;
  collection: { id: number; name: string; description: string; rarity: ArtRarity };
  /** The uploaded original (image or video), when the collection has one. */
  media: { kind: 'image' | 'video'; mimeType: string; sha256: string; publicId: string } | null;
  youtubeUrl: string | null;
  /** Who sold it (SELLER_NAME, SELLER_ADDRESS), as the certificate and the licence name them. */
  seller: Seller;
}

/**
 * The edition with its collection and artwork. A collection the owner deleted later still counts:
 * the buyer's package describes what was bought.
 */
export async function loadEditionFacts(
  db: Db,
  editionId: number,
  publicUrl: string,
  seller: Seller,
): Promise<ArtEditionFacts | undefined> {
  const [row] = await db
    .select({ edition: artEditions, collection: artCollections, media: artMedia })
    .from(artEditions)
    .innerJoin(artCollections, eq(artCollections.id, artEditions.collectionId))
    .leftJoin(artMedia, eq(artMedia.id, artCollections.imageMediaId))
    .where(eq(artEditions.id, editionId));
  if (!row) return undefined;
  const { edition, collection, media } = row;
  const code = groupedVerificationCode(edition.verificationCode);
  return {
    editionId: edition.id,
    editionNumber: edition.editionNumber,
    editionOf: edition.editionOf,
    verificationCode: code,
    seller,
    verifyUrl: `${publicUrl}${artVerifyPath(code)}`,
    ownerEmail: edition.ownerEmail,
    issuedAt: edition.issuedAt,
    collection: {
      id: collection.id,
      name: collection.name,
      description: collection.description,
      rarity: collection.rarity,
    },
    media: media
      ? {
          kind: media.kind as 'image' | 'video',
          mimeType: media.mimeType,
          sha256: media.sha256,
          publicId: media.publicId,
        }
      : null,
    youtubeUrl: collection.youtubeUrl,
  };
}
