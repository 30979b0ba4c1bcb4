import { z } from 'zod';
import type { ArtStatus } from './art-display.ts';
import { shownArtStatus } from './art-status.ts';
import { ArtRaritySchema, ArtStatusSchema, ArtworkSchema } from './artwork.ts';
import { recordIdText } from './record-id.ts';

/*
 * The art store's contracts: collections as the gallery and the art admin see them, and the
 * requests that create and change them. Prices travel in cents; the server charges from its own
 * record, never from a request.
 */

// What the checkout's order summary shows of a piece lives in a module of its own: the checkout
// builds those schemas without the collections' (artwork.ts).
export { ArtRaritySchema, ArtStatusSchema, ArtworkSchema, type Artwork } from './artwork.ts';

// Labels and paths live in a zod-free module, so the public gallery can show them without zod.
export type { ArtRarity, ArtStatus } from './art-display.ts';
export {
  artRarities,
  artRarityLabels,
  artStatuses,
  artStatusLabels,
  artCheckoutPath,
  artPiecePath,
  artVerifyPath,
} from './art-display.ts';

/**
 * A collection's status: the owner's hand-set value when there is one (the owner may set any
 * status at any time: docs/product-rules.md), otherwise what its supply says; either way, sold
 * out once no edition is left, so the badge never says Live beside a Sold out button.
 */
export function artStatus(collection: {
  remainingSupply: number;
  almostGoneAt: number;
  statusOverride: ArtStatus | null;
}): ArtStatus {
  const { remainingSupply, almostGoneAt, statusOverride } = collection;
  const given =
    statusOverride ??
    (remainingSupply > 0 && remainingSupply <= almostGoneAt ? 'almost-gone' : 'live');
  return shownArtStatus(given, remainingSupply);
}

/** `GET /api/art/collections` (public, hidden ones left out) and every art admin answer. */
export const ArtCollectionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The piece's own page: `/digital-collectibles/{slug}`. Made from the name, kept on rename. */
  slug: z.string(),
  description: z.string(),
  priceCents: z.number().int(),
  /**
   * Deprecated: USD as a number with cents (149.5), kept for the earlier shop's clients. Read
   * `priceCents`; show it through `formatUsd`.
   */
  price: z.number().meta({ deprecated: true }),
  totalSupply: z.number().int(),
  /** Unsold units, including any held for buyers who are paying right now. */
  remainingSupply: z.number().int(),
  /** Units a new buyer can start to buy now: remaining minus those held. */
  availableSupply: z.number().int(),
  rarity: ArtRaritySchema,
  /** The status shown: hand-set by the owner, or following supply. */
  status: ArtStatusSchema,
  /** True when the owner set the status by hand; false when it follows supply. */
  statusSetByOwner: z.boolean(),
  /**
   * The status the owner set by hand, as set (null: it follows supply). It differs from `status`
   * when no edition is left: such a piece shows sold out whatever was set.
   */
  statusSetTo: ArtStatusSchema.nullable(),
  /** Set when the hand-set status contradicts the supply: what the art admin is warned. */
  statusWarning: z.string().optional(),
  /** Editions sold: taken by orders that are paid and not refunded (not total minus left). */
  soldCount: z.number().int(),
  almostGoneAt: z.number().int(),
  /** The uploaded image's (or video's) URL as the upload answered it; null without one. */
  imageUrl: z.string().nullable(),
  youtubeUrl: z.string().nullable(),
  artwork: ArtworkSchema.nullable(),
  hidden: z.boolean(),
  /** One of the project's generated sample pieces, to be replaced by the owner. */
  isSample: z.boolean(),
});
export type ArtCollection = z.infer<typeof ArtCollectionSchema>;

export const ArtCollectionListSchema = z.object({ collections: z.array(ArtCollectionSchema) });
export type ArtCollectionList = z.infer<typeof ArtCollectionListSchema>;

/** `:id` of a collection. */
export const ArtCollectionIdParamsSchema = z.object({
  id: recordIdText({
    invalid: 'There is no such collection.',
    tooLarge: 'There is no such collection.',
  }),
});

/** The gallery; the art admin panel's Exit Admin, Back to Store and failed check lead here. */
export const artStorePath = '/digital-collectibles';
export const artAdminPath = '/art-admin';
