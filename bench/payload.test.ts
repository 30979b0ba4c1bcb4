import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import yauzl from 'yauzl';
import { afterEach, describe, expect, it } from 'vitest';
import { findPackage, writeRandomZip } from './payload.ts';

let work: string | undefined;
afterEach(async () => {
  if (work) await rm(work, { recursive: true, force: true });
  work = undefined;
});

/** The names of the entries of a zip file. */
function entryNames(file: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: false, autoClose: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error('no zip'));
      const names: string[] = [];
      zip.on('entry', (entry: yauzl.Entry) => names.push(entry.fileName));
      zip.on('end', () => resolve(names));
      zip.on('error', reject);
    });
  });
}

describe('the bench payload', () => {
  it('finds the package the shop builds from a product file added with the products CLI', async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'bench-payload-'));
    const product = path.join(work, 'bench-payload.zip');
    await writeRandomZip(product, 200_000);
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: path.join(work, 'data') };
    delete env.DATABASE_URL;
    // The CLI behind `npm run products`, from its source: the launcher would rebuild build/ when a
    // source is newer, under the test run's NODE_ENV and while other tests read the build.
    execFileSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/products.ts', 'add', product, '--active'],
      { env, stdio: 'ignore' },
    );
    const found = await findPackage(path.join(work, 'data'), product);
    expect(found).not.toBe(product);
    // The package holds the product zip's files, unpacked: the bench downloads that package.
    const names = await entryNames(found);
    expect(names).toContain('cryptomaton/bench-payload.bin');
    expect(names).not.toContain('cryptomaton/bench-payload.zip');
  });
});
