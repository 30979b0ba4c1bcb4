import { z } from 'zod';
import { ArtCollectionSchema } from './art.ts';

/** A piece's slug as its page's address carries it: what the server ever makes, nothing else. */
export const ART_PIECE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** `:slug` of `GET /api/art/pieces/{slug}`; anything that is no slug is a piece the store lacks. */
export const ArtPieceParamsSchema = z.object({
  slug: z.string().max(100).regex(ART_PIECE_SLUG, 'There is no such art piece.'),
});

/** One file of the buyer's package, as the zip names it. */
export const ArtPackageFileSchema = z.object({ name: z.string(), description: z.string() });
export type ArtPackageFile = z.infer<typeof ArtPackageFileSchema>;

/** `GET /api/art/pieces/{slug}`: the piece's page. Hidden and deleted pieces are not found. */
export const ArtPieceSchema = z.object({
  piece: ArtCollectionSchema,
  /** Exactly what the buyer's zip will hold, file by file. */
  packageFiles: z.array(ArtPackageFileSchema),
});
export type ArtPiece = z.infer<typeof ArtPieceSchema>;

export const NO_SUCH_PIECE_MESSAGE = 'There is no such art piece. Other pieces are in the store.';
