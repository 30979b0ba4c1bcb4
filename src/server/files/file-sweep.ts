import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { FileStore } from './file-store.ts';

/** A file stored this recently may not have the row that will name it yet: it is spared. */
export const SWEEP_GRACE_MS = 24 * 60 * 60 * 1000;

/**
 * The hashes of every file a row names: product files, artwork and its web copies, the package on
 * sale and each art edition's zip. A table that comes to name files must be added here.
 */
export async function referencedFiles(db: Db): Promise<Set<string>> {
  const result = await db.execute(sql`
    select sha256 from product_files
    union select sha256 from art_media
    union select variant->>'sha256' from art_media, jsonb_array_elements(variants) as variant
    union select sha256 from art_edition_packages
    union select sha256 from releases
    union select value::jsonb->>'sha256' from shop_settings
      where key = 'download_package' and value <> 'null'`);
  const rows = (result as unknown as { rows: { sha256: string | null }[] }).rows;
  return new Set(rows.flatMap((row) => (row.sha256 ? [row.sha256] : [])));
}

/**
 * Deletes the stored files no row names any more (a removed product file, an old package, a build
 * that lost the race) once they are a day old. Safe to run from several processes at once.
 */
export async function sweepUnreferencedFiles(db: Db, files: FileStore): Promise<number> {
  return files.deleteUnreferenced(await referencedFiles(db), SWEEP_GRACE_MS);
}
