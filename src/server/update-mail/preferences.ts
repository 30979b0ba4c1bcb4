import { eq, sql } from 'drizzle-orm';
import { buyerEmailKey, type UpdateMailSource } from '../../shared/update-mail.ts';
import type { Db } from '../db/client.ts';
import { updateMailPreferences } from '../db/schema.ts';

/**
 * Whether update mail may go to this address. A buyer who never chose gets it (they bought a
 * product whose updates the mail announces); only their own "no" stops it.
 */
export async function updateMailWanted(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ wanted: updateMailPreferences.wanted })
    .from(updateMailPreferences)
    .where(eq(updateMailPreferences.email, buyerEmailKey(email)));
  return row?.wanted ?? true;
}

/**
 * Records the buyer's choice, from the library's toggle or a mail's unsubscribe link. The last
 * choice wins; saying the same twice changes nothing but the time.
 */
export async function setUpdateMail(
  db: Db,
  email: string,
  wanted: boolean,
  source: UpdateMailSource,
): Promise<void> {
  await db
    .insert(updateMailPreferences)
    .values({ email: buyerEmailKey(email), wanted, source, updatedAt: sql`now()` })
    .onConflictDoUpdate({
      target: updateMailPreferences.email,
      set: { wanted, source, updatedAt: sql`now()` },
    });
}
