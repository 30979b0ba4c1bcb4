import { z } from 'zod';
import { artRarities, artStatuses } from './art-display.ts';

/*
 * The parts of the art store's contracts that the checkout's order summary shows of a piece (its
 * rarity and its artwork), apart from the collections' (art.ts re-exports them): the checkout
 * builds these schemas in the buyer's browser, and building a schema is main-thread work.
 */

export const ArtRaritySchema = z.enum(artRarities);
export const ArtStatusSchema = z.enum(artStatuses);

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
