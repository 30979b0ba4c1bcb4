import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import { shopFileStore } from '../files/shop-file-store.ts';
import { createTestDatabase, testDatabaseKinds } from '../testing/test-database.ts';
import { ProductFiles } from './product-files.ts';
import { ensureSamplePackage } from './sample-package.ts';

describe.each(testDatabaseKinds())('the sample package on %s', (kind) => {
  const opened: Database[] = [];
  const folders: string[] = [];
  afterEach(async () => {
    for (const database of opened.splice(0)) await database.close();
    for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
  });

  /** A process's view of the shop: its own connections (on PostgreSQL) and its own DATA_DIR. */
  function processOf(database: Database) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-sample-'));
    folders.push(dataDir);
    return {
      database,
      files: new ProductFiles(database.db, shopFileStore(database.db, dataDir), database.locks),
    };
  }

  it('is made once when two processes start together', async () => {
    const first = await createTestDatabase(kind);
    opened.push(first);
    let second: Database = first;
    if (first.url) {
      second = await openDatabase({ kind: 'postgres', url: first.url });
      opened.unshift(second);
    }
    const starts = [processOf(first), processOf(second)].map(({ database, files }) =>
      database.locks.runInTurn('samplePackage', () => ensureSamplePackage(files)),
    );
    expect((await Promise.all(starts)).sort()).toEqual([false, true]);
    const files = await processOf(first).files.list();
    expect(files.map((file) => file.name)).toEqual(['README.txt', 'config.example.txt']);
  });
});
