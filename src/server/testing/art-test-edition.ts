import { randomBytes } from 'node:crypto';
import type { ArtRarity } from '../../shared/art.ts';
import type { OrderStatus } from '../../shared/order-view.ts';
import type { Db } from '../db/client.ts';
import { artCollections, artEditions, artMedia, orders } from '../db/schema.ts';
import type { FileStore } from '../files/file-store.ts';

/** A 1×1 PNG: the uploaded original of a test collection. */
export const TEST_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaPhfDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const randomCode = () => [...randomBytes(20)].map((byte) => ALPHABET[byte % 32]).join('');

export interface TestEditionOptions {
  artwork?: 'image' | 'video' | 'youtube' | 'image+youtube';
  name?: string;
  description?: string;
  rarity?: ArtRarity;
  editionNumber?: number;
  editionOf?: number;
  ownerEmail?: string;
  /** Stored as given (20 characters); random by default. */
  verificationCode?: string;
  issuedAt?: Date;
  orderStatus?: OrderStatus;
}

/**
 * Test rows for an issued edition, as fulfilment leaves them: a paid order, a collection with its
 * artwork file in the file store, and the edition. Tests only.
 */
export async function insertTestEdition(
  db: Db,
  files: FileStore,
  options: TestEditionOptions = {},
) {
  const artwork = options.artwork ?? 'image';
  let mediaId: number | null = null;
  if (artwork !== 'youtube') {
    const video = artwork === 'video';
    const content = video ? randomBytes(4096) : TEST_PNG;
    const { sha256 } = await files.putBytes(content);
    const [media] = await db
      .insert(artMedia)
      .values({
        publicId: randomBytes(12).toString('base64url'),
        kind: video ? 'video' : 'image',
        mimeType: video ? 'video/mp4' : 'image/png',
        sizeBytes: content.length,
        sha256,
        width: video ? null : 1,
        height: video ? null : 1,
      })
      .returning();
    mediaId = media?.id ?? null;
  }
  const editionOf = options.editionOf ?? 10;
  const [collection] = await db
    .insert(artCollections)
    .values({
      name: options.name ?? 'Nebula Genesis',
      description: options.description ?? 'A star nursery drawn in light.',
      priceCents: 4_900,
      totalSupply: editionOf,
      remainingSupply: editionOf - 1,
      editionsIssued: 1,
      imageMediaId: mediaId,
      youtubeUrl: artwork.includes('youtube')
        ? 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'
        : null,
      rarity: options.rarity ?? 'epic',
    })
    .returning();
  const [order] = await db
    .insert(orders)
    .values({
      tokenHash: randomBytes(16).toString('hex'),
      email: options.ownerEmail ?? 'ada@example.com',
      product: 'art',
      amountCents: 4_900,
      currency: 'USD',
      status: options.orderStatus ?? 'completed',
      provider: 'test',
      artCollectionId: collection?.id,
    })
    .returning();
  const verificationCode = options.verificationCode ?? randomCode();
  const [edition] = await db
    .insert(artEditions)
    .values({
      orderId: order?.id ?? 0,
      collectionId: collection?.id ?? 0,
      editionNumber: options.editionNumber ?? 3,
      editionOf,
      verificationCode,
      ownerEmail: options.ownerEmail ?? 'ada@example.com',
      source: 'purchase',
      issuedAt: options.issuedAt ?? new Date('2026-11-22T20:08:13Z'),
    })
    .returning();
  if (!edition || !collection || !order) throw new Error('test edition insert returned no row');
  return {
    editionId: edition.id,
    collectionId: collection.id,
    orderId: order.id,
    verificationCode,
  };
}
