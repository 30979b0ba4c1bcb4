import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** A table of the shop's schema, as a backup reads it and a restore fills it. */
export interface ShopTable {
  name: string;
  columns: string[];
  /** Its primary key's columns: rows are written in that order. */
  primaryKey: string[];
  /** Columns numbered by a sequence, which a restore moves past the restored rows. */
  serialColumns: string[];
}

/** Rows of a raw query, on PGlite and PostgreSQL alike. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Every table of the database's `public` schema, read from the catalog (so a table added later
 * is backed up without a change here), parents before the tables whose foreign keys name them.
 */
export async function shopTables(db: Db): Promise<ShopTable[]> {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const keys = await rowsOf<{ table: string; column: string }>(
    db,
    sql`select c.conrelid::regclass::text as "table", a.attname as "column"
        from pg_constraint c
        join unnest(c.conkey) with ordinality as k(attnum, n) on true
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum
        where c.contype = 'p' and c.connamespace = 'public'::regnamespace
        order by 1, k.n`,
  );
  const references = await rowsOf<{ table: string; parent: string }>(
    db,
    sql`select conrelid::regclass::text as "table", confrelid::regclass::text as parent
        from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace`,
  );
  const columns = await rowsOf<{ table: string; column: string; serial: boolean }>(
    db,
    sql`select table_name as "table", column_name as "column",
          coalesce(column_default like 'nextval(%', false) as serial
        from information_schema.columns where table_schema = 'public'
        order by table_name, ordinal_position`,
  );
  const byName = new Map(
    tables.map(({ name }) => [
      name,
      {
        name,
        columns: columns.filter((c) => c.table === name).map((c) => c.column),
        primaryKey: keys.filter((key) => unquote(key.table) === name).map((key) => key.column),
        serialColumns: columns.filter((c) => c.table === name && c.serial).map((c) => c.column),
      },
    ]),
  );
  const parentsOf = (name: string) =>
    references
      .filter((ref) => unquote(ref.table) === name && unquote(ref.parent) !== name)
      .map((ref) => unquote(ref.parent));
  const ordered: ShopTable[] = [];
  const placed = new Set<string>();
  const place = (name: string, path: string[]) => {
    if (placed.has(name)) return;
    if (path.includes(name)) throw new Error(`tables reference each other: ${path.join(' → ')}`);
    for (const parent of parentsOf(name)) place(parent, [...path, name]);
    const table = byName.get(name);
    if (table) ordered.push(table);
    placed.add(name);
  };
  for (const name of byName.keys()) place(name, []);
  return ordered;
}

/** `regclass::text` quotes a name only when it must. */
const unquote = (name: string) => name.replace(/^"(.*)"$/, '$1');

/** A table or column name as SQL; names come from the catalog, never from input. */
export const identifier = (name: string) => sql.raw(`"${name.replaceAll('"', '""')}"`);
