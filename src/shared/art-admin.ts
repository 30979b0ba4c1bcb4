import { z } from 'zod';
import { ArtRaritySchema, ArtStatusSchema, ArtworkSchema } from './art.ts';
import { textField } from './fields.ts';
import { dollarsToCents, formatUsd, formatUsdShort } from './money.ts';

/*
 * What the art admin sends: the writes that create and change a piece, their field rules and
 * messages, and the artwork upload's limits. The public store needs none of it.
 */

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
  // Worded when a price is refused, not when the module loads: formatting money loads locale data.
  .min(artPriceCents.min, {
    error: () => `The price must be at least ${formatUsd(artPriceCents.min)}.`,
  })
  .max(artPriceCents.max, {
    error: () => `The price can be at most ${formatUsdShort(artPriceCents.max)}.`,
  });

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
