import { and, eq, isNull } from 'drizzle-orm';
import { artStatus } from '../../shared/art.ts';
import type { CheckoutArtPiece } from '../../shared/checkout.ts';
import { commerce } from '../../shared/site-config.ts';
import type { Db } from '../db/client.ts';
import { artCollections, artMedia } from '../db/schema.ts';
import { artworkOf } from '../art/collection-view.ts';
import { releaseExpiredHolds } from '../art/supply.ts';
import { botProduct } from '../orders/catalog.ts';

/** What a checkout sells, priced from the shop's own records. */
export type CheckoutItem =
  | { kind: 'bot'; name: string; priceCents: number; currency: string; description: string }
  | {
      kind: 'art';
      collectionId: number;
      name: string;
      priceCents: number;
      currency: string;
      description: string;
      /** Why it can't be bought now, in words for the buyer; undefined when it can. */
      unavailable?: string;
      piece: CheckoutArtPiece;
    };

export const BOT_ITEM: CheckoutItem = {
  kind: 'bot',
  name: botProduct.name,
  priceCents: botProduct.priceCents,
  currency: botProduct.currency,
  description: botProduct.description,
};

export const SOLD_OUT_MESSAGE = 'This piece is sold out. Other pieces are in the store.';

/** The bot, or an art collection that exists and is not hidden; undefined for anything else. */
export async function checkoutItem(
  db: Db,
  artCollectionId: number | undefined,
): Promise<CheckoutItem | undefined> {
  if (artCollectionId === undefined) return BOT_ITEM;
  // Holds whose buyers walked away don't count against what is left.
  await db.transaction((tx) => releaseExpiredHolds(tx, artCollectionId));
  const [row] = await db
    .select({ collection: artCollections, media: artMedia })
    .from(artCollections)
    .leftJoin(artMedia, eq(artMedia.id, artCollections.imageMediaId))
    .where(
      and(
        eq(artCollections.id, artCollectionId),
        isNull(artCollections.deletedAt),
        eq(artCollections.hidden, false),
      ),
    );
  if (!row) return undefined;
  const { collection } = row;
  const available = collection.remainingSupply - collection.heldCount;
  const status = artStatus({
    remainingSupply: collection.remainingSupply,
    almostGoneAt: collection.almostGoneAt,
    statusOverride: collection.statusOverride,
  });
  return {
    kind: 'art',
    collectionId: collection.id,
    name: collection.name,
    priceCents: collection.priceCents,
    currency: commerce.currency,
    description: `${collection.name}: digital art collectible`,
    unavailable: available <= 0 || status === 'sold-out' ? SOLD_OUT_MESSAGE : undefined,
    piece: {
      slug: collection.slug,
      rarity: collection.rarity,
      artwork: artworkOf(collection, row.media),
      // Editions are numbered as payments complete: a buyer who pays first takes this one.
      expectedEdition: Math.min(collection.editionsIssued + 1, collection.totalSupply),
      editionOf: collection.totalSupply,
    },
  };
}
