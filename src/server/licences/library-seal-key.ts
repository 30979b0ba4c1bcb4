import { eq } from 'drizzle-orm';
import {
  type LibrarySealKey,
  librarySealKeyFromPem,
  newLibrarySealPem,
} from '../crypto/library-seal.ts';
import type { Db } from '../db/client.ts';
import { shopSettings } from '../db/schema.ts';

/** Where the shop keeps the library key it made for itself (`shop_settings`). */
const SETTING = 'library-seal-key';

/**
 * The shop's library key (docs/decisions/0015-library-seal.md): the one given in the environment
 * (LIBRARY_SEAL_KEY), else the one kept in the database, made on the first start. Processes
 * starting at once each make one, the first insert wins, and all read back the same key.
 */
export async function loadLibrarySealKey(db: Db, pemFromEnv?: string): Promise<LibrarySealKey> {
  if (pemFromEnv) return librarySealKeyFromPem(pemFromEnv);
  const stored = await readStoredPem(db);
  if (stored) return librarySealKeyFromPem(stored);
  await db
    .insert(shopSettings)
    .values({ key: SETTING, value: newLibrarySealPem() })
    .onConflictDoNothing();
  const kept = await readStoredPem(db);
  if (!kept) throw new Error('the library key was not kept');
  return librarySealKeyFromPem(kept);
}

async function readStoredPem(db: Db): Promise<string | undefined> {
  const [row] = await db.select().from(shopSettings).where(eq(shopSettings.key, SETTING));
  return row?.value;
}
