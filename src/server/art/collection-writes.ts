import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type ArtCollection } from '../../shared/art.ts';
import {
  type CreateArtCollectionSchema,
  NEED_ARTWORK_MESSAGE,
  type UpdateArtCollection,
} from '../../shared/art-admin.ts';
import type { Actor } from '../audit/audit-log.ts';
import { recordAudit } from '../audit/audit-log.ts';
import type { Db } from '../db/client.ts';
import { artCollections, artMedia } from '../db/schema.ts';
import { publicIdOfUrl } from './art-media-files.ts';
import { newPieceSlug } from './art-slug.ts';
import { findArtCollection } from './collection-view.ts';
import { supplyRefusal, supplyUpdate } from './collection-supply.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';

/** A refused change, with the status and the sentence the owner sees. */
export class ArtCollectionError extends Error {
  override name = 'ArtCollectionError';
  constructor(
    readonly statusCode: 400 | 404 | 409,
    message: string,
  ) {
    super(message);
  }
}

const notFound = () => new ArtCollectionError(404, 'There is no such collection.');
const emptyToNull = (value: string | null) => (value ? value : null);

/** The art_media row an upload's URL names; a URL that names none is refused. */
async function mediaIdOf(db: Db, imageUrl: string | null): Promise<number | null> {
  if (!imageUrl) return null;
  const publicId = publicIdOfUrl(imageUrl);
  const [media] = publicId
    ? await db.select({ id: artMedia.id }).from(artMedia).where(eq(artMedia.publicId, publicId))
    : [];
  if (!media) {
    throw new ArtCollectionError(
      400,
      'Please upload the image again: the shop has no upload at this address.',
    );
  }
  return media.id;
}

async function collectionOrThrow(db: Db, id: number): Promise<ArtCollection> {
  const collection = await findArtCollection(db, id);
  if (!collection) throw notFound();
  return collection;
}

export async function createArtCollection(
  db: Db,
  actor: Actor,
  input: z.output<typeof CreateArtCollectionSchema>,
): Promise<ArtCollection> {
  const imageMediaId = await mediaIdOf(db, input.imageUrl);
  for (let attempt = 1; ; attempt += 1) {
    const slug = await newPieceSlug(db, input.name);
    try {
      return await insertCollection(db, actor, input, { imageMediaId, slug });
    } catch (error) {
      // Another piece of the same name took this slug a moment ago: ask for the next one.
      if (attempt >= 3 || !isSlugTaken(error)) throw error;
    }
  }
}

/** Another piece took the slug: the unique violation on the slug. */
const isSlugTaken = (error: unknown) => isUniqueViolation(error, 'slug');

async function insertCollection(
  db: Db,
  actor: Actor,
  input: z.output<typeof CreateArtCollectionSchema>,
  { imageMediaId, slug }: { imageMediaId: number | null; slug: string },
): Promise<ArtCollection> {
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(artCollections)
      .values({
        name: input.name,
        slug,
        description: input.description,
        priceCents: input.priceCents,
        totalSupply: input.totalSupply,
        remainingSupply: input.remainingSupply ?? input.totalSupply,
        imageMediaId,
        youtubeUrl: emptyToNull(input.youtubeUrl),
        rarity: input.rarity,
        statusOverride: input.status,
        almostGoneAt: input.almostGoneAt,
        hidden: input.hidden,
      })
      .returning({ id: artCollections.id });
    if (!row) throw new Error('collection insert returned no row');
    await recordAudit(tx, actor, {
      action: 'art.collection.create',
      targetType: 'art-collection',
      targetId: row.id,
      detail: { name: input.name, totalSupply: input.totalSupply },
    });
    return row.id;
  });
  return collectionOrThrow(db, id);
}

/**
 * What must already be there for a change to keep some artwork (an upload or a YouTube URL):
 * clearing one needs the other; clearing both is refused outright.
 */
function artworkNeeded(change: UpdateArtCollection): 'nothing' | 'refuse' | 'youtube' | 'image' {
  const clearsImage = change.imageUrl !== undefined && !change.imageUrl;
  const clearsVideo = change.youtubeUrl !== undefined && !change.youtubeUrl;
  if (clearsImage && clearsVideo) return 'refuse';
  if (clearsImage && change.youtubeUrl === undefined) return 'youtube';
  if (clearsVideo && change.imageUrl === undefined) return 'image';
  return 'nothing';
}

const artworkWhere = {
  nothing: [],
  refuse: [],
  youtube: [sql`${artCollections.youtubeUrl} is not null`],
  image: [sql`${artCollections.imageMediaId} is not null`],
} satisfies Record<ReturnType<typeof artworkNeeded>, SQL[]>;

/**
 * Applies the changed fields in one conditional UPDATE: the supply rules and "keep some artwork"
 * are part of its WHERE, so nothing can change the row between the check and the write. A
 * refusal is explained from the row as it is afterwards.
 */
export async function updateArtCollection(
  db: Db,
  actor: Actor,
  id: number,
  change: UpdateArtCollection,
): Promise<ArtCollection> {
  if (
    change.totalSupply !== undefined &&
    change.remainingSupply !== undefined &&
    change.remainingSupply > change.totalSupply
  ) {
    throw new ArtCollectionError(400, 'Remaining supply can’t be more than the total supply.');
  }
  const artwork = artworkNeeded(change);
  if (artwork === 'refuse') throw new ArtCollectionError(400, NEED_ARTWORK_MESSAGE);
  const imageMediaId =
    change.imageUrl === undefined ? undefined : await mediaIdOf(db, change.imageUrl);
  const supply = supplyUpdate(change);

  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(artCollections)
      .set({
        name: change.name,
        description: change.description,
        priceCents: change.priceCents,
        ...supply.set,
        imageMediaId,
        youtubeUrl: change.youtubeUrl === undefined ? undefined : emptyToNull(change.youtubeUrl),
        rarity: change.rarity,
        statusOverride: change.status,
        almostGoneAt: change.almostGoneAt,
        hidden: change.hidden,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(artCollections.id, id),
          isNull(artCollections.deletedAt),
          ...supply.where,
          ...artworkWhere[artwork],
        ),
      )
      .returning();
    if (!row) return undefined;
    await recordAudit(tx, actor, {
      action: 'art.collection.update',
      targetType: 'art-collection',
      targetId: id,
      detail: {
        fields: Object.keys(change).join(','),
        totalSupply: row.totalSupply,
        remainingSupply: row.remainingSupply,
      },
    });
    return row;
  });
  if (updated) return collectionOrThrow(db, id);
  throw await refusal(db, id, change);
}

async function refusal(db: Db, id: number, change: UpdateArtCollection) {
  const [now] = await db
    .select()
    .from(artCollections)
    .where(and(eq(artCollections.id, id), isNull(artCollections.deletedAt)));
  if (!now) return notFound();
  const supply = supplyRefusal(change, now);
  if (supply) return new ArtCollectionError(409, supply);
  const artwork = artworkNeeded(change);
  if ((artwork === 'youtube' && !now.youtubeUrl) || (artwork === 'image' && !now.imageMediaId)) {
    return new ArtCollectionError(400, NEED_ARTWORK_MESSAGE);
  }
  return new ArtCollectionError(
    409,
    'The collection changed while it was being saved. Please reload and try again.',
  );
}

/** Soft delete: the collection leaves the store and the admin; orders that name it keep it. */
export async function deleteArtCollection(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(artCollections)
      .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(artCollections.id, id), isNull(artCollections.deletedAt)))
      .returning({ id: artCollections.id, name: artCollections.name });
    if (!row) throw notFound();
    await recordAudit(tx, actor, {
      action: 'art.collection.delete',
      targetType: 'art-collection',
      targetId: id,
      detail: { name: row.name },
    });
  });
}
