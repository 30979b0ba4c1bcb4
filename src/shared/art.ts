import { z } from 'zod';
import { artRarities, type ArtStatus, artStatuses } from './art-display.ts';
import { shownArtStatus } from './art-status.ts';
import { textField } from './fields.ts';
import { dollarsToCents, formatUsd, formatUsdShort } from './money.ts';
import { recordIdText } from './record-id.ts';

/*
 * The art store's contracts: collections as the gallery and the art admin see them, and the
 * requests that create and change them. Prices travel in cents; the server charges from its own
 * record, never from a request.
 */

export const ArtRaritySchema = z.enum(artRarities);
export const ArtStatusSchema = z.enum(artStatuses);

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

/** One resized copy of an uploaded image, for `srcset`. */
export const ArtImageVariantSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

/** The artwork the gallery shows: an uploaded image, an uploaded video, or a YouTube video. */
export const ArtworkSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('image'),
    /** The largest web copy; `variants` hold every size, smallest first. */
    url: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    variants: z.array(ArtImageVariantSchema),
  }),
  z.object({
    kind: z.literal('video'),
    url: z.string(),
    mimeType: z.string(),
  }),
  z.object({
    kind: z.literal('youtube'),
    /** The 11-character video id; the page builds the youtube-nocookie embed from it on click. */
    videoId: z.string(),
    url: z.string(),
  }),
]);
export type Artwork = z.infer<typeof ArtworkSchema>;

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

export const NEED_ARTWORK_MESSAGE = 'Please provide either a YouTube URL or upload an image';

/** A YouTube watch, share, shorts or embed URL, reduced to its video id; undefined otherwise. */
export function youtubeVideoId(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return undefined;
  const host = parsed.hostname.replace(/^(www\.|m\.)/, '');
  let id: string | null | undefined;
  if (host === 'youtu.be') id = parsed.pathname.slice(1);
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [, first, second] = parsed.pathname.split('/');
    id =
      first === 'watch'
        ? parsed.searchParams.get('v')
        : ['embed', 'shorts', 'live'].includes(first ?? '')
          ? second
          : undefined;
  }
  return id && /^[A-Za-z0-9_-]{11}$/.test(id) ? id : undefined;
}

/** What the art admin may ask for a piece, in cents: $0.50 to $100,000. */
export const artPriceCents = { min: 50, max: 10_000_000 } as const;

const priceCentsField = z
  .number({ error: 'Please enter a price in USD.' })
  .int('Use at most two decimals for the price.')
  .min(artPriceCents.min, `The price must be at least ${formatUsd(artPriceCents.min)}.`)
  .max(artPriceCents.max, `The price can be at most ${formatUsdShort(artPriceCents.max)}.`);

/** Deprecated: the price in USD as older callers send it, read as cents by the same rules. */
const dollarPriceField = z
  .number({ error: 'Please enter a price in USD.' })
  .transform(dollarsToCents)
  .pipe(priceCentsField)
  .meta({ deprecated: true });

/**
 * A write's one price in cents: `priceCents`, or the deprecated `price` (already read as cents by
 * its field); undefined when it names none. Both at once must agree.
 */
function priceOf(
  write: { priceCents?: number | undefined; price?: number | undefined },
  context: z.RefinementCtx,
): number | undefined {
  const { priceCents, price } = write;
  if (priceCents !== undefined && price !== undefined && price !== priceCents) {
    context.addIssue({
      code: 'custom',
      path: ['priceCents'],
      message: 'priceCents and price name different prices: send priceCents only.',
    });
  }
  return priceCents ?? price;
}

const supplyField = (label: string, min: number) =>
  z
    .number({ error: `Please enter the ${label.toLowerCase()} as a whole number.` })
    .int(`${label} must be a whole number.`)
    .min(min, `${label} must be at least ${min}.`)
    .max(1_000_000, `${label} can be at most 1,000,000.`);

const youtubeField = z
  .string()
  .trim()
  .max(500, 'The YouTube URL can be at most 500 characters.')
  .refine((value) => value === '' || youtubeVideoId(value) !== undefined, {
    message: 'Please enter a YouTube video URL, such as https://www.youtube.com/watch?v=…',
  });

/** The URL an upload answered (`/media/art/{id}`); nothing else is accepted as artwork. */
const uploadedUrlField = z
  .string()
  .trim()
  .max(300)
  .refine((value) => value === '' || /^\/media\/art\/[A-Za-z0-9_-]{16,64}$/.test(value), {
    message: 'Please upload the image again: this is not one of the shop’s uploads.',
  });

const artFields = {
  name: textField({ label: 'Name', max: 120, requiredMessage: 'Please enter a name.' }),
  description: textField({ label: 'Description', max: 2000, multiline: true }),
  priceCents: priceCentsField,
  price: dollarPriceField,
  totalSupply: supplyField('Total supply', 1),
  remainingSupply: supplyField('Remaining supply', 0),
  imageUrl: uploadedUrlField.nullable(),
  youtubeUrl: youtubeField.nullable(),
  rarity: ArtRaritySchema,
  /** null: follow supply. */
  status: ArtStatusSchema.nullable(),
  almostGoneAt: supplyField('Almost-gone threshold', 0),
  hidden: z.boolean(),
};

/**
 * `POST /api/art/collections`. Defaults (docs/product-rules.md): rarity common, status live (here:
 * following supply, which starts live), supply 1. An image upload or a YouTube URL is required;
 * with both, the gallery shows the YouTube video.
 */
export const CreateArtCollectionSchema = z
  .object({
    name: artFields.name,
    description: artFields.description.default(''),
    priceCents: artFields.priceCents.optional(),
    /** Deprecated: USD with at most two decimals; send `priceCents`. */
    price: artFields.price.optional(),
    totalSupply: artFields.totalSupply.default(1),
    /** Defaults to (and may not exceed) the total supply. */
    remainingSupply: artFields.remainingSupply.optional(),
    imageUrl: artFields.imageUrl.default(null),
    youtubeUrl: artFields.youtubeUrl.default(null),
    rarity: artFields.rarity.default('common'),
    status: artFields.status.default(null),
    almostGoneAt: artFields.almostGoneAt.default(3),
    hidden: artFields.hidden.default(false),
  })
  .superRefine((value, context) => {
    if (!value.imageUrl && !value.youtubeUrl) {
      context.addIssue({ code: 'custom', path: ['imageUrl'], message: NEED_ARTWORK_MESSAGE });
    }
    if (value.remainingSupply !== undefined && value.remainingSupply > value.totalSupply) {
      context.addIssue({
        code: 'custom',
        path: ['remainingSupply'],
        message: 'Remaining supply can’t be more than the total supply.',
      });
    }
  })
  .transform(({ price, ...rest }, context) => {
    const priceCents = priceOf({ priceCents: rest.priceCents, price }, context);
    if (priceCents === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['priceCents'],
        message: 'Please enter a price in USD.',
      });
      return z.NEVER;
    }
    return { ...rest, priceCents };
  });
export type CreateArtCollection = z.input<typeof CreateArtCollectionSchema>;

/**
 * `PUT /api/art/collections/{id}`: any changed fields (Manage Collections saves each edit). A new
 * total supply also sets the remaining supply (as on the create form) unless the request sets both;
 * the server refuses a remaining supply above the total or below the units held for buyers.
 */
export const UpdateArtCollectionSchema = z
  .object({
    name: artFields.name,
    description: artFields.description,
    priceCents: artFields.priceCents,
    /** Deprecated: USD with at most two decimals; send `priceCents`. */
    price: artFields.price,
    totalSupply: artFields.totalSupply,
    remainingSupply: artFields.remainingSupply,
    imageUrl: artFields.imageUrl,
    youtubeUrl: artFields.youtubeUrl,
    rarity: artFields.rarity,
    status: artFields.status,
    almostGoneAt: artFields.almostGoneAt,
    hidden: artFields.hidden,
  })
  .partial()
  .refine((value) => Object.keys(value).length > 0, { message: 'Nothing to change.' })
  .transform(({ price, ...rest }, context) => {
    const priceCents = priceOf({ priceCents: rest.priceCents, price }, context);
    return priceCents === undefined ? rest : { ...rest, priceCents };
  });
export type UpdateArtCollection = z.infer<typeof UpdateArtCollectionSchema>;

/** `GET /api/art-admin/check-auth`: 200 with a valid admin session, 401 without. */
export const ArtAdminCheckAuthSchema = z.object({ ok: z.literal(true) });
export type ArtAdminCheckAuth = z.infer<typeof ArtAdminCheckAuthSchema>;

/** The multipart field `POST /api/admin/upload-nft-image` reads: the earlier shop's name. */
export const artUploadField = 'image';

/** `POST /api/admin/upload-nft-image` (multipart field `image`): the stored artwork. */
export const ArtUploadResponseSchema = z.object({
  imageUrl: z.string(),
  artwork: ArtworkSchema,
  message: z.string(),
});
export type ArtUploadResponse = z.infer<typeof ArtUploadResponseSchema>;

/** Artwork uploads: images and MP4/MPEG video, checked by content (docs/product-rules.md). */
export const artUploadTypes = {
  image: ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif'],
  video: ['video/mp4', 'video/mpeg'],
} as const;
export const artUploadExtensions = [
  '.png',
  '.jpg',
  '.jpeg',
  '.webp',
  '.gif',
  '.avif',
  '.mp4',
  '.mpeg',
  '.mpg',
] as const;
export const ART_UPLOAD_MAX_BYTES = 200 * 1024 * 1024;

/** The gallery; the art admin panel's Exit Admin, Back to Store and failed check lead here. */
export const artStorePath = '/digital-collectibles';
export const artAdminPath = '/art-admin';
