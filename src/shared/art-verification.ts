import { z } from 'zod';
import { ArtRaritySchema } from './art.ts';

/* What a certificate's verification code proves: the code's form, and what the shop answers. */

/** `GET /api/art/verify/{code}`: what a certificate's verification code proves. */
export const ArtVerificationSchema = z.discriminatedUnion('valid', [
  z.object({
    valid: z.literal(true),
    collectionName: z.string(),
    rarity: ArtRaritySchema,
    editionNumber: z.number().int(),
    editionOf: z.number().int(),
    /** The owner's address, masked (j•••@example.com): the certificate names it in full. */
    ownerEmailMasked: z.string(),
    issuedAt: z.string(),
  }),
  z.object({ valid: z.literal(false) }),
]);
export type ArtVerification = z.infer<typeof ArtVerificationSchema>;

/** Verification codes: 20 characters from an alphabet without look-alikes, shown in groups of 5. */
export const ArtVerificationCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-HJ-NP-Z2-9]{5}(-?[A-HJ-NP-Z2-9]{5}){3}$/, 'This is not a verification code.');
