import { and, asc, eq, isNull } from 'drizzle-orm';
import type { ArtPiece } from '../../shared/art-piece.ts';
import type { Db } from '../db/client.ts';
import { artCollections, artMedia } from '../db/schema.ts';
import { artPackageFiles } from './art-package-entries.ts';
import { soldCounts, toArtCollection } from './collection-view.ts';

const onSale = and(isNull(artCollections.deletedAt), eq(artCollections.hidden, false));

/** A piece the gallery shows, with the files its package holds; undefined for any other slug. */
export async function findArtPiece(db: Db, slug: string): Promise<ArtPiece | undefined> {
  const [row] = await db
    .select({ collection: artCollections, media: artMedia })
    .from(artCollections)
    .leftJoin(artMedia, eq(artMedia.id, artCollections.imageMediaId))
    .where(and(eq(artCollections.slug, slug), onSale));
  if (!row) return undefined;
  const sold = await soldCounts(db, [row.collection.id]);
  const piece = toArtCollection(row.collection, row.media, sold.get(row.collection.id) ?? 0);
  return {
    piece,
    packageFiles: artPackageFiles({
      name: piece.name,
      mediaMimeType: row.media?.mimeType ?? null,
      youtubeUrl: row.collection.youtubeUrl,
    }),
  };
}

/** The slugs of every piece the gallery shows, oldest first: the sitemap lists their pages. */
export async function listArtPieceSlugs(db: Db): Promise<string[]> {
  const rows = await db
    .select({ slug: artCollections.slug })
    .from(artCollections)
    .where(onSale)
    .orderBy(asc(artCollections.id));
  return rows.map((row) => row.slug);
}
