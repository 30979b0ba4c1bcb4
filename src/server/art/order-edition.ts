import { and, desc, eq } from 'drizzle-orm';
import { artVerifyPath } from '../../shared/art-display.ts';
import { groupedVerificationCode } from '../../shared/art-verification-code.ts';
import type { OrderEdition } from '../../shared/order-view.ts';
import type { Db } from '../db/client.ts';
import { artCollections, artEditions } from '../db/schema.ts';

/**
 * The edition of its own piece that a paid art order owns, as the buyer's order view names it;
 * null for the bot, or before the edition is issued.
 */
export async function orderEdition(
  db: Db,
  order: { id: number; artCollectionId: number | null },
): Promise<OrderEdition | null> {
  if (order.artCollectionId === null) return null;
  const [row] = await db
    .select({ edition: artEditions, name: artCollections.name })
    .from(artEditions)
    .innerJoin(artCollections, eq(artCollections.id, artEditions.collectionId))
    .where(
      and(eq(artEditions.orderId, order.id), eq(artEditions.collectionId, order.artCollectionId)),
    )
    .orderBy(desc(artEditions.id))
    .limit(1);
  if (!row) return null;
  const code = groupedVerificationCode(row.edition.verificationCode);
  return {
    pieceName: row.name,
    editionNumber: row.edition.editionNumber,
    editionOf: row.edition.editionOf,
    verificationCode: code,
    verifyUrl: artVerifyPath(code),
  };
}
