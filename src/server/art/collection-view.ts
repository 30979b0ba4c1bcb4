import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import { type ArtCollection, type Artwork, artStatus } from '../../shared/art.ts';
import { youtubeVideoId } from '../../shared/art-admin.ts';
import { statusContradiction } from '../../shared/art-status.ts';
import { centsToDollars } from '../../shared/money.ts';
import type { Db } from '../db/client.ts';
import { artCollections, artEditions, artMedia, orders } from '../db/schema.ts';

export type ArtCollectionRow = typeof artCollections.$inferSelect;
export type ArtMediaRow = typeof artMedia.$inferSelect;

/** Uploaded artwork is served under its random public id only (`art-media-routes.ts`). */
export const artMediaUrl = (publicId: string) => `/media/art/${publicId}`;
export const artMediaVariantUrl = (publicId: string, width: number) =>
  `/media/art/${publicId}/${width}w`;

/** What the gallery shows as a collection's artwork: the YouTube video wins over an upload. */
export function artworkOf(
  row: Pick<ArtCollectionRow, 'youtubeUrl'>,
  media: ArtMediaRow | null,
): Artwork | null {
  const videoId = row.youtubeUrl ? youtubeVideoId(row.youtubeUrl) : undefined;
  if (row.youtubeUrl && videoId) return { kind: 'youtube', videoId, url: row.youtubeUrl };
  if (!media) return null;
  if (media.kind === 'video') {
    return { kind: 'video', url: artMediaUrl(media.publicId), mimeType: media.mimeType };
  }
  const variants = media.variants.map((variant) => ({
    url: artMediaVariantUrl(media.publicId, variant.width),
    width: variant.width,
    height: variant.height,
  }));
  const largest = variants.at(-1);
  return {
    kind: 'image',
    url: largest?.url ?? artMediaUrl(media.publicId),
    width: largest?.width ?? media.width ?? 0,
    height: largest?.height ?? media.height ?? 0,
    variants,
  };
}

/**
 * Editions sold per collection: those taken by orders that are paid and not refunded. Counted
 * from the sales themselves, because "total minus left" also counts editions the owner simply
 * never put on sale.
 */
export async function soldCounts(db: Db, collectionIds: number[]): Promise<Map<number, number>> {
  if (collectionIds.length === 0) return new Map();
  const rows = await db
    .select({ collectionId: artEditions.collectionId, sold: count() })
    .from(artEditions)
    .innerJoin(orders, eq(orders.id, artEditions.orderId))
    .where(and(inArray(artEditions.collectionId, collectionIds), eq(orders.status, 'completed')))
    .groupBy(artEditions.collectionId);
  return new Map(rows.map((row) => [row.collectionId, Number(row.sold)]));
}

/** A collection as every API answer shows it. */
export function toArtCollection(
  row: ArtCollectionRow,
  media: ArtMediaRow | null,
  soldCount: number,
): ArtCollection {
  const warning = statusContradiction(row.statusOverride, row.remainingSupply);
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    priceCents: row.priceCents,
    price: centsToDollars(row.priceCents),
    totalSupply: row.totalSupply,
    remainingSupply: row.remainingSupply,
    availableSupply: Math.max(0, row.remainingSupply - row.heldCount),
    rarity: row.rarity,
    status: artStatus({
      remainingSupply: row.remainingSupply,
      almostGoneAt: row.almostGoneAt,
      statusOverride: row.statusOverride,
    }),
    statusSetByOwner: row.statusOverride !== null,
    statusSetTo: row.statusOverride,
    ...(warning ? { statusWarning: warning } : {}),
    soldCount,
    almostGoneAt: row.almostGoneAt,
    imageUrl: media ? artMediaUrl(media.publicId) : null,
    youtubeUrl: row.youtubeUrl,
    artwork: artworkOf(row, media),
    hidden: row.hidden,
    isSample: row.isSample,
  };
}

/** Every collection not deleted, oldest first; the public gallery also leaves out hidden ones. */
export async function listArtCollections(
  db: Db,
  options: { includeHidden: boolean },
): Promise<ArtCollection[]> {
  const rows = await db
    .select({ collection: artCollections, media: artMedia })
    .from(artCollections)
    .leftJoin(artMedia, eq(artMedia.id, artCollections.imageMediaId))
    .where(
      and(
        isNull(artCollections.deletedAt),
        options.includeHidden ? undefined : eq(artCollections.hidden, false),
      ),
    )
    .orderBy(asc(artCollections.id));
  const sold = await soldCounts(
    db,
    rows.map((row) => row.collection.id),
  );
  return rows.map((row) =>
    toArtCollection(row.collection, row.media, sold.get(row.collection.id) ?? 0),
  );
}

/** One collection that is not deleted, with its artwork; undefined when there is none. */
export async function findArtCollection(db: Db, id: number): Promise<ArtCollection | undefined> {
  const [row] = await db
    .select({ collection: artCollections, media: artMedia })
    .from(artCollections)
    .leftJoin(artMedia, eq(artMedia.id, artCollections.imageMediaId))
    .where(and(eq(artCollections.id, id), isNull(artCollections.deletedAt)));
  if (!row) return undefined;
  const sold = await soldCounts(db, [id]);
  return toArtCollection(row.collection, row.media, sold.get(id) ?? 0);
}
