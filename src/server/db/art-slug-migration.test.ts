import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { expect, it } from 'vitest';
import { pgliteExtensions } from './client.ts';
import { migrationsFolder } from './migrate.ts';

/** Runs one migration file as the migrator does: statement by statement. */
async function apply(db: PGlite, file: string) {
  const text = readFileSync(path.join(migrationsFolder, file), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    if (statement.trim()) await db.exec(statement);
  }
}

it('gives pieces that existed before slugs one each from their names, unique even when names collide', async () => {
  const files = readdirSync(migrationsFolder)
    .filter((file) => file.endsWith('.sql'))
    .sort();
  const slugs = files.findIndex((file) => file.includes('art_piece_slugs'));
  expect(slugs).toBeGreaterThan(0);
  const db = new PGlite({ extensions: await pgliteExtensions() });
  try {
    for (const file of files.slice(0, slugs)) await apply(db, file);
    await db.exec(`insert into art_collections (name, price_cents, total_supply, remaining_supply)
      values ('Nebula Genesis', 100, 1, 1), ('Nebula  genesis!', 100, 1, 1),
        ('Crème Brûlée', 100, 1, 1), ('Verify', 100, 1, 1), ('夜空', 100, 1, 1),
        ('Nebula Genesis 2', 100, 1, 1)`);
    for (const file of files.slice(slugs)) await apply(db, file);
    const { rows } = await db.query<{ slug: string }>(
      'select slug from art_collections order by id',
    );
    expect(rows.map((row) => row.slug)).toEqual([
      'nebula-genesis',
      'nebula-genesis-2',
      'creme-brulee',
      'verify-2',
      'artwork',
      'nebula-genesis-2-2',
    ]);
  } finally {
    await db.close();
  }
});
