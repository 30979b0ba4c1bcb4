import { and, eq, inArray, ne } from 'drizzle-orm';
import type { ArtVerification } from '../../shared/art-verification.ts';
import {
  compactVerificationCode,
  groupedVerificationCode,
} from '../../shared/art-verification-code.ts';
import type { Db } from '../db/client.ts';
import { artCollections, artEditions, orders } from '../db/schema.ts';

/**
 * "ada.lovelace@example.com" → "a•••@example.com": enough for an owner to recognise their address,
 * too little for anyone else to learn it from a certificate's code.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '•••';
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}

/**
 * What a certificate's code proves. Unknown and malformed codes get the same answer, and so does
 * the edition of a refunded order: its licence ended with the refund.
 */
export async function verifyEdition(db: Db, input: string): Promise<ArtVerification> {
  const code = compactVerificationCode(input);
  if (!code) return { valid: false };
  const [row] = await db
    .select({ edition: artEditions, collection: artCollections })
    .from(artEditions)
    .innerJoin(artCollections, eq(artCollections.id, artEditions.collectionId))
    .innerJoin(orders, eq(orders.id, artEditions.orderId))
    .where(
      and(
        // Stored as 20 characters; the grouped form too, whichever fulfilment wrote.
        inArray(artEditions.verificationCode, [code, groupedVerificationCode(code)]),
        ne(orders.status, 'refunded'),
      ),
    );
  if (!row) return { valid: false };
  return {
    valid: true,
    collectionName: row.collection.name,
    rarity: row.collection.rarity,
    editionNumber: row.edition.editionNumber,
    editionOf: row.edition.editionOf,
    ownerEmailMasked: maskEmail(row.edition.ownerEmail),
    issuedAt: row.edition.issuedAt.toISOString(),
  };
}
