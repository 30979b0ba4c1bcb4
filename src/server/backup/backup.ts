import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  type BackupHeader,
  type BackupTrailer,
} from './backup-format.ts';
import { identifier, rowsOf, shopTables } from './shop-tables.ts';

// Rows fetched per round trip: a stored file's chunk is 1 MiB, so at most ~32 MB in memory.
const FETCH_ROWS = 16;

/**
 * Writes every row of the database, stored files included, to one archive at `target`, as one
 * consistent snapshot (a read-only, repeatable-read transaction): orders, grants and the files
 * they deliver always match. Written under a temporary name and renamed when complete.
 */
export async function writeBackup(db: Db, target: string): Promise<BackupTrailer['rows']> {
  const partial = `${target}.partial`;
  const gzip = createGzip();
  const written = pipeline(gzip, createWriteStream(partial));
  const text = async (json: string) => {
    if (!gzip.write(`${json}\n`)) await once(gzip, 'drain');
  };
  const line = (value: unknown) => text(JSON.stringify(value));
  try {
    const rows = await db.transaction(
      async (tx) => {
        const [migrations] = await rowsOf<{ count: number }>(
          tx,
          sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
        );
        const header: BackupHeader = {
          format: BACKUP_FORMAT,
          version: BACKUP_VERSION,
          createdAt: new Date().toISOString(),
          migrations: migrations?.count ?? 0,
        };
        await line(header);
        const counts: BackupTrailer['rows'] = {};
        for (const table of await shopTables(tx)) {
          let count = 0;
          const order = table.primaryKey.length
            ? sql.join(table.primaryKey.map(identifier), sql`, `)
            : sql`ctid`;
          await tx.execute(
            sql`declare backup_rows no scroll cursor for
                select row_to_json(t)::text as row from ${identifier(table.name)} t order by ${order}`,
          );
          for (;;) {
            const batch = await rowsOf<{ row: string }>(
              tx,
              sql`fetch ${sql.raw(String(FETCH_ROWS))} from backup_rows`,
            );
            // The row is JSON already, as PostgreSQL wrote it: passed on without parsing.
            for (const { row } of batch)
              await text(`{"t":${JSON.stringify(table.name)},"r":${row}}`);
            count += batch.length;
            if (batch.length < FETCH_ROWS) break;
          }
          await tx.execute(sql`close backup_rows`);
          counts[table.name] = count;
        }
        return counts;
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    const trailer: BackupTrailer = { end: true, rows };
    await line(trailer);
    gzip.end();
    await written;
    await rename(partial, target);
    return rows;
  } catch (error) {
    gzip.destroy();
    await written.catch(() => undefined);
    await rm(partial, { force: true });
    throw error;
  }
}
