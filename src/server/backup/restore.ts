import { open } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  BACKUP_FORMAT,
  BackupError,
  type BackupHeader,
  type BackupRow,
  type BackupTrailer,
} from './backup-format.ts';
import { identifier, rowsOf, type ShopTable, shopTables } from './shop-tables.ts';

// Rows sent per INSERT: few round trips for small rows, bounded memory for files' chunks.
const BATCH_ROWS = 200;
const BATCH_CHARS = 8 * 1024 * 1024;

/**
 * Loads a backup (`writeBackup`) into this database, already migrated, in one transaction: it
 * ends with every row restored or none. A database that holds any row is refused unless `force`,
 * which empties it first.
 */
export async function restoreBackup(
  db: Db,
  source: string,
  { force = false } = {},
): Promise<BackupTrailer['rows']> {
  // Opened first, so a missing file is an error here rather than on a stream no one listens to.
  const file = await open(source);
  const input = createGunzip();
  pipeline(file.createReadStream(), input).catch(() => undefined);
  const lines = createInterface({ input, crlfDelay: Infinity })[Symbol.asyncIterator]();
  const next = async () => {
    const { value, done } = await lines.next();
    return done ? undefined : (JSON.parse(value) as unknown);
  };
  const header = (await next().catch(() => undefined)) as BackupHeader | undefined;
  if (header?.format !== BACKUP_FORMAT) {
    throw new BackupError(`${source} is not a backup made by npm run backup.`);
  }
  return db.transaction(async (tx) => {
    const [migrations] = await rowsOf<{ count: number }>(
      tx,
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    );
    if (header.migrations > (migrations?.count ?? 0)) {
      throw new BackupError(
        `The backup was made by a newer version of the shop (${header.migrations} schema migrations, this one has ${migrations?.count ?? 0}): restore it with that version.`,
      );
    }
    const tables = new Map((await shopTables(tx)).map((table) => [table.name, table]));
    await emptyOrRefuse(tx, [...tables.values()], force);

    const counts: BackupTrailer['rows'] = {};
    let batch: { table: ShopTable; rows: string[]; chars: number } | undefined;
    const flush = async () => {
      if (batch) await insertRows(tx, batch.table, batch.rows);
      batch = undefined;
    };
    for (;;) {
      const entry = (await next()) as BackupRow | BackupTrailer | undefined;
      if (!entry) throw new BackupError(`${source} ends before its last line: it was cut short.`);
      if ('end' in entry) {
        await flush();
        for (const [name, rows] of Object.entries(entry.rows)) {
          if ((counts[name] ?? 0) !== rows) {
            throw new BackupError(
              `${source}: ${name} should have ${rows} rows, it has ${counts[name] ?? 0}.`,
            );
          }
        }
        for (const table of tables.values()) await moveSequencesPast(tx, table);
        return entry.rows;
      }
      const table = tables.get(entry.t);
      if (!table)
        throw new BackupError(`${source} has rows of a table this shop does not know: ${entry.t}.`);
      const row = JSON.stringify(entry.r);
      if (
        batch &&
        (batch.table !== table ||
          batch.rows.length >= BATCH_ROWS ||
          batch.chars + row.length > BATCH_CHARS)
      ) {
        await flush();
      }
      batch ??= { table, rows: [], chars: 0 };
      batch.rows.push(row);
      batch.chars += row.length;
      counts[table.name] = (counts[table.name] ?? 0) + 1;
    }
  });
}

async function emptyOrRefuse(tx: Db, tables: ShopTable[], force: boolean): Promise<void> {
  const filled: string[] = [];
  for (const table of tables) {
    const [row] = await rowsOf<{ filled: boolean }>(
      tx,
      sql`select exists (select 1 from ${identifier(table.name)}) as filled`,
    );
    if (row?.filled) filled.push(table.name);
  }
  if (filled.length === 0) return;
  if (!force) {
    throw new BackupError(
      `The database is not empty (${filled.join(', ')}): restore into an empty one, or add --force to replace everything in it.`,
    );
  }
  await tx.execute(
    sql`truncate ${sql.join(
      tables.map((table) => identifier(table.name)),
      sql`, `,
    )} restart identity cascade`,
  );
}

/**
 * Tables that triggers fill from others (migration 0026): restoring the orders and messages has
 * already counted their rows, so a row the backup holds for the same address gives way.
 */
const triggerKeptTables = new Set(['customer_totals']);

/**
 * PostgreSQL turns each JSON row back into the table's own types (bytea, jsonb, timestamps).
 * Only the columns the backup has are named, so a column added since gets its default.
 */
async function insertRows(tx: Db, table: ShopTable, rows: string[]): Promise<void> {
  const present = Object.keys(JSON.parse(rows[0] ?? '{}') as object).filter((column) =>
    table.columns.includes(column),
  );
  const columns = sql.join(present.map(identifier), sql`, `);
  const counted = triggerKeptTables.has(table.name) ? sql` on conflict do nothing` : sql``;
  await tx.execute(
    sql`insert into ${identifier(table.name)} (${columns})
        select ${columns} from json_populate_recordset(null::${identifier(table.name)}, ${`[${rows.join(',')}]`}::json)${counted}`,
  );
}

/** The next order, message or admin gets a number after the restored ones. */
async function moveSequencesPast(tx: Db, table: ShopTable): Promise<void> {
  for (const column of table.serialColumns) {
    await tx.execute(
      sql`select setval(pg_get_serial_sequence(${table.name}, ${column}),
            coalesce((select max(${identifier(column)}) from ${identifier(table.name)}), 0) + 1, false)`,
    );
  }
}
