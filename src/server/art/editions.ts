import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { artEditions } from '../db/schema.ts';

export type ArtEdition = typeof artEditions.$inferSelect;

/** No 0/O, 1/I: a code read off a printed certificate should not be mistyped. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * A certificate's verification code: 20 characters from 32 (100 random bits), in four groups of
 * five, as printed and stored. Guessing one that exists is hopeless.
 */
export function newVerificationCode(): string {
  const characters = Array.from(
    { length: 20 },
    () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)],
  );
  return [0, 5, 10, 15].map((start) => characters.slice(start, start + 5).join('')).join('-');
}

/** A typed code in the stored form: upper case, grouped by dashes. */
export function normalizeVerificationCode(code: string): string {
  const bare = code.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return bare.match(/.{1,5}/g)?.join('-') ?? '';
}

/** Records the edition an order now owns: the facts its certificate states. */
export async function issueEdition(
  tx: Db,
  edition: {
    orderId: number;
    collectionId: number;
    editionNumber: number;
    editionOf: number;
    ownerEmail: string;
    source: 'purchase' | 'manual';
  },
): Promise<ArtEdition> {
  const [row] = await tx
    .insert(artEditions)
    .values({ ...edition, verificationCode: newVerificationCode() })
    .returning();
  if (!row) throw new Error('edition insert returned no row');
  return row;
}

/** The edition of a collection an order already owns, if any. */
export async function findEdition(
  tx: Db,
  orderId: number,
  collectionId: number,
): Promise<ArtEdition | undefined> {
  const [row] = await tx
    .select()
    .from(artEditions)
    .where(and(eq(artEditions.orderId, orderId), eq(artEditions.collectionId, collectionId)));
  return row;
}
