import { execFileSync } from 'node:child_process';
import { createHash, generateKeyPairSync } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import yazl from 'yazl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LicenceFileSchema } from '../../shared/licences.ts';
import { signPackageLicence, verifyPackageLicence } from '../licences/licence-file.ts';
import { zipEntryList } from '../testing/zip-entries.ts';
import { splicedBytes, storedBytes } from './served-bytes.ts';
import { readZipLayout } from './zip-splice.ts';

const { privateKey, publicKey } = generateKeyPairSync('ed25519');
const publicKeyPem = publicKey.export({ format: 'pem', type: 'spki' }).toString();

/** A package like the builder's: compressed entries from streams and a CHECKSUMS.txt. */
async function storedZip(target: string, zip64: boolean) {
  const zip = new yazl.ZipFile();
  const common = { mtime: new Date('2026-01-01T00:00:00Z'), mode: 0o100644 };
  zip.addBuffer(Buffer.from('print("trading")\n'.repeat(2000)), 'cryptomaton/bot.py', common);
  zip.addBuffer(
    Buffer.from(Array.from({ length: 70_000 }, (_v, i) => i % 251)),
    'cryptomaton/data.bin',
    {
      ...common,
      compress: false,
    },
  );
  zip.addBuffer(Buffer.from('abc  bot.py\n'), 'cryptomaton/CHECKSUMS.txt', common);
  zip.end({ forceZip64Format: zip64, comment: '' });
  await pipeline(zip.outputStream, createWriteStream(target));
  return { path: target, sizeBytes: (await stat(target)).size };
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const licenceFile = signPackageLicence(privateKey, {
  kind: 'package',
  orderReference: 'CM-7Q2K-9XWD',
  licenceId: 7,
  entitlement: 'cryptomaton-bot',
  issuedAt: '2026-01-02T03:04:05.000Z',
});
const additions = [
  { name: 'cryptomaton/licence.json', data: Buffer.from(JSON.stringify(licenceFile)) },
  { name: 'cryptomaton/licence-public-key.pem', data: Buffer.from(publicKeyPem) },
];

describe.each([
  ['a zip', false],
  ['a zip64', true],
])('a bot order’s copy of %s package', (_label, zip64) => {
  let folder: string;
  let stored: { path: string; sizeBytes: number };
  let spliced: Buffer;
  let splicedPath: string;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'spliced-zip-'));
    stored = await storedZip(path.join(folder, 'package.zip'), zip64);
    const body = await splicedBytes(stored, `${zip64}`.padEnd(64, '0'), additions);
    spliced = await readAll(body.stream(0, body.size - 1));
    expect(spliced.length).toBe(body.size);
    splicedPath = path.join(folder, 'spliced.zip');
    await writeFile(splicedPath, spliced);
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('opens with unzip and Python’s zipfile, every entry intact', () => {
    expect(execFileSync('unzip', ['-t', splicedPath]).toString()).toMatch(
      /No errors detected in compressed data/,
    );
    const tested = execFileSync('python3', [
      '-c',
      'import sys, zipfile; z = zipfile.ZipFile(sys.argv[1]); print(z.testzip()); print("\\n".join(z.namelist()))',
      splicedPath,
    ]).toString();
    expect(tested.trim().split('\n')).toEqual([
      'None',
      'cryptomaton/bot.py',
      'cryptomaton/data.bin',
      'cryptomaton/CHECKSUMS.txt',
      'cryptomaton/licence.json',
      'cryptomaton/licence-public-key.pem',
    ]);
  });

  it('keeps the stored entries’ bytes and carries a licence file the public key verifies', async () => {
    const original = await readFile(stored.path);
    const entries = await zipEntryList(spliced);
    expect(entries.slice(0, 3)).toEqual(await zipEntryList(original));
    const licence = LicenceFileSchema.parse(JSON.parse(entries[3]?.text ?? ''));
    const key = entries[4]?.text ?? '';
    expect(verifyPackageLicence(key, licence)).toMatchObject({
      kind: 'package',
      orderReference: 'CM-7Q2K-9XWD',
      licenceId: 7,
    });
    // Every stored byte before the central directory is served as it is.
    const { centralOffset } = await readZipLayout(stored.path, stored.sizeBytes);
    expect(centralOffset).toBeGreaterThan(70_000);
    expect(spliced.subarray(0, centralOffset)).toEqual(original.subarray(0, centralOffset));
  });

  it('serves the same bytes every time, and any two ranges join into the whole', async () => {
    const again = await splicedBytes(stored, `${zip64}`.padEnd(64, '0'), additions);
    expect(await readAll(again.stream(0, again.size - 1))).toEqual(spliced);
    for (const split of [1, stored.sizeBytes - 30, again.size - 200, again.size - 2]) {
      const head = await readAll(again.stream(0, split));
      const rest = await readAll(again.stream(split + 1, again.size - 1));
      expect(Buffer.concat([head, rest])).toEqual(spliced);
    }
    expect(await readAll(again.stream(10, 19))).toEqual(spliced.subarray(10, 20));
    expect(await again.sha256()).toBe(createHash('sha256').update(spliced).digest('hex'));
  });

  it('gives another order’s copy other bytes and another ETag', async () => {
    const other = [{ ...additions[0]!, data: Buffer.from('{"other":1}') }, additions[1]!];
    const mine = await splicedBytes(stored, `${zip64}`.padEnd(64, '0'), additions);
    const theirs = await splicedBytes(stored, `${zip64}`.padEnd(64, '0'), other);
    expect(theirs.etag).not.toBe(mine.etag);
    expect(storedBytes(stored, 'a'.repeat(64)).etag).toBe(`"${'a'.repeat(64)}"`);
  });
});
