import { eq } from 'drizzle-orm';
import type { OrderAcceptance } from '../../../shared/admin/order-acceptance.ts';
import { USER_AGENT_MAX_LENGTH } from '../../../shared/terms-acceptance.ts';
import type { Db } from '../../db/client.ts';
import { orderAcceptances } from '../../db/schema.ts';

/** What the buyer accepted, as checkout knows it before the order exists. */
export interface AcceptedTerms {
  /** The bot: the disclaimer's and the licence's versions. */
  disclaimerVersion: string | null;
  licenceVersion: string | null;
  /** An art piece: its usage rights' version. */
  usageRightsVersion: string | null;
  clientAddress: string;
  /** The raw header; cut here so no caller can store a longer one. */
  userAgent: string | undefined;
}

/** Records the acceptance in the transaction that opens the order, at the database's time. */
export async function recordAcceptance(
  tx: Db,
  orderId: number,
  accepted: AcceptedTerms,
): Promise<void> {
  await tx.insert(orderAcceptances).values({
    orderId,
    disclaimerVersion: accepted.disclaimerVersion,
    licenceVersion: accepted.licenceVersion,
    usageRightsVersion: accepted.usageRightsVersion,
    clientAddress: accepted.clientAddress,
    userAgent: (accepted.userAgent ?? '').slice(0, USER_AGENT_MAX_LENGTH),
  });
}

/** The stored acceptance as the receipt and the admin read it. */
export interface StoredAcceptance extends Omit<OrderAcceptance, 'acceptedAt'> {
  acceptedAt: Date;
}

/** The order's acceptance; undefined for orders from before it was recorded. */
export async function acceptanceOf(db: Db, orderId: number): Promise<StoredAcceptance | undefined> {
  const [row] = await db
    .select()
    .from(orderAcceptances)
    .where(eq(orderAcceptances.orderId, orderId));
  if (!row) return undefined;
  return {
    disclaimerVersion: row.disclaimerVersion,
    licenceVersion: row.licenceVersion,
    usageRightsVersion: row.usageRightsVersion,
    acceptedAt: row.acceptedAt,
    clientAddress: row.clientAddress,
    userAgent: row.userAgent,
  };
}

/** The admin order's `acceptance`: null when none was recorded. */
export function adminAcceptance(stored: StoredAcceptance | undefined): OrderAcceptance | null {
  return stored ? { ...stored, acceptedAt: stored.acceptedAt.toISOString() } : null;
}
