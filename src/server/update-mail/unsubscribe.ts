import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { updateMailDeliveries } from '../db/schema.ts';
import { setUpdateMail, updateMailWanted } from './preferences.ts';
import { unsubscribeTokenHash } from './unsubscribe-token.ts';

/** The address an unsubscribe token was mailed to, and whether it still gets update mail. */
export async function unsubscribeStanding(
  db: Db,
  token: string,
): Promise<{ email: string; wanted: boolean } | undefined> {
  const [row] = await db
    .select({ email: updateMailDeliveries.email })
    .from(updateMailDeliveries)
    .where(eq(updateMailDeliveries.unsubscribeTokenHash, unsubscribeTokenHash(token)));
  if (!row) return undefined;
  return { email: row.email, wanted: await updateMailWanted(db, row.email) };
}

/** The one-click unsubscribe: the token's address gets no more update mail. */
export async function unsubscribeByToken(db: Db, token: string): Promise<string | undefined> {
  const standing = await unsubscribeStanding(db, token);
  if (!standing) return undefined;
  await setUpdateMail(db, standing.email, false, 'unsubscribe-link');
  return standing.email;
}
