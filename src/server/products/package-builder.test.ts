import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zipEntryList } from '../testing/zip-entries.ts';
import { buildPackage, type PackageEntry, packagePaths, zipEntryNames } from './package-builder.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('the download package builder', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'package-builder-'));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  /** Builds a zip of files with these names (each file's content is its position) and reads it. */
  async function build(names: string[]) {
    const entries: PackageEntry[] = [];
    for (const [index, name] of names.entries()) {
      const sourcePath = path.join(folder, `source-${index}`);
      await writeFile(sourcePath, `file ${index}`);
      entries.push({ name, sourcePath, sha256: sha256(`file ${index}`) });
    }
    const target = path.join(folder, 'package.zip');
    const items = entries.map((entry) => ({ entries: [entry], unpacked: false }));
    await buildPackage(items, { target, mtime: new Date('2026-01-01T00:00:00Z') });
    return zipEntryList(await readFile(target));
  }

  it('never writes a file under a name it writes itself: one CHECKSUMS.txt, its own, listing all', async () => {
    const entries = await build(['CHECKSUMS.txt', 'bot.zip', 'checksums.TXT']);
    const names = entries.map((entry) => entry.name);
    const own = entries.filter((entry) => entry.name.toLowerCase() === 'cryptomaton/checksums.txt');
    expect(own).toHaveLength(1);
    expect(own[0]?.name).toBe('cryptomaton/CHECKSUMS.txt');
    expect(names.at(-1)).toBe('cryptomaton/CHECKSUMS.txt');
    // The list names every other entry with its hash, so `sha256sum -c` checks them all.
    const listed = (own[0]?.text ?? '').trim().split('\n');
    expect(listed).toHaveLength(3);
    for (const entry of entries.slice(0, -1)) {
      expect(listed).toContain(`${sha256(entry.text)}  ${entry.name.replace('cryptomaton/', '')}`);
    }
  });

  it('gives every entry a name of its own, whatever names the files had', async () => {
    const entries = await build(['a.txt', 'A.TXT', 'a (2).txt', 'a.txt', '../a.txt']);
    const lower = entries.map((entry) => entry.name.toLowerCase());
    expect(new Set(lower).size).toBe(entries.length);
    expect(entries).toHaveLength(6);
    for (const entry of entries) expect(entry.name).toMatch(/^cryptomaton\/[^/]+$/);
  });

  it('keeps names plain: no folders, no control or bidi characters', () => {
    expect(zipEntryNames(['../../etc/passwd', 'a\\b.txt', 'x\u0007\u202e.txt'])).toEqual([
      'passwd',
      'b.txt',
      'x__.txt',
    ]);
  });

  it("keeps an unpacked zip's folders together, numbering a top-level name another file holds", () => {
    const paths = packagePaths([
      { names: ['README.txt'], unpacked: false },
      {
        names: ['README.txt', 'src/bot.py', 'Src/strategies/trend.py', 'checksums.txt/a.py'],
        unpacked: true,
      },
      { names: ['src/other.py'], unpacked: true },
    ]);
    expect(paths).toEqual([
      ['README.txt'],
      ['README (2).txt', 'src/bot.py', 'src/strategies/trend.py', 'checksums.txt (2)/a.py'],
      ['src (2)/other.py'],
    ]);
  });

  it("lists an unpacked zip's files by their paths in CHECKSUMS.txt", async () => {
    const entries: PackageEntry[] = [];
    for (const [index, name] of ['bot/main.py', 'bot/lib/util.py'].entries()) {
      const sourcePath = path.join(folder, `nested-${index}`);
      await writeFile(sourcePath, `nested ${index}`);
      entries.push({ name, sourcePath, sha256: sha256(`nested ${index}`) });
    }
    const target = path.join(folder, 'nested.zip');
    await buildPackage([{ entries, unpacked: true }], { target, mtime: new Date(0) });
    const zip = await zipEntryList(await readFile(target));
    expect(zip.map((entry) => entry.name)).toEqual([
      'cryptomaton/bot/main.py',
      'cryptomaton/bot/lib/util.py',
      'cryptomaton/CHECKSUMS.txt',
    ]);
    expect(zip[2]?.text).toBe(
      `${sha256('nested 0')}  bot/main.py\n${sha256('nested 1')}  bot/lib/util.py\n`,
    );
  });
});
