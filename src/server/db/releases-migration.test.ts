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

/** Migrates a fresh database up to the releases migration, runs `before`, then the rest. */
async function migrateAround(before: (db: PGlite) => Promise<unknown>) {
  const files = readdirSync(migrationsFolder)
    .filter((file) => file.endsWith('.sql'))
    .sort();
  const releases = files.findIndex((file) => file.endsWith('_releases.sql'));
  expect(releases).toBeGreaterThan(0);
  const db = new PGlite({ extensions: await pgliteExtensions() });
  for (const file of files.slice(0, releases)) await apply(db, file);
  await before(db);
  for (const file of files.slice(releases)) await apply(db, file);
  return db;
}

it('makes the package on sale the first release, 1.0.0 stable, published when it was built', async () => {
  const pkg = {
    sha256: 'a'.repeat(64),
    sizeBytes: 123_456,
    builtAt: '2025-03-04T05:06:07.000Z',
    fileCount: 2,
  };
  const db = await migrateAround((db) =>
    db.query(`insert into shop_settings (key, value) values ('download_package', $1)`, [
      JSON.stringify(pkg),
    ]),
  );
  try {
    const { rows } = await db.query<Record<string, unknown>>(
      `select version, channel, sha256, size_bytes, source, published_at, published_by from releases`,
    );
    expect(rows).toEqual([
      {
        version: '1.0.0',
        channel: 'stable',
        sha256: pkg.sha256,
        size_bytes: pkg.sizeBytes,
        source: 'migration',
        published_at: new Date(pkg.builtAt),
        published_by: null,
      },
    ]);
    // The package record stays: the product files screen still shows what the files make now.
    const { rows: settings } = await db.query(`select 1 from shop_settings`);
    expect(settings).toHaveLength(1);
  } finally {
    await db.close();
  }
});

it('makes no release for a shop whose package was recorded as none (no active file)', async () => {
  const db = await migrateAround((db) =>
    db.query(`insert into shop_settings (key, value) values ('download_package', 'null')`),
  );
  try {
    const { rows } = await db.query(`select * from releases`);
    expect(rows).toEqual([]);
  } finally {
    await db.close();
  }
});
