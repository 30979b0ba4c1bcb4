import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import yauzl from 'yauzl';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from '../testing/test-database.ts';
import { ArtPackageError } from './art-package-error.ts';
import { TEST_PNG, insertTestEdition } from './art-package-test-edition.ts';
import * as zipModule from './art-package-zip.ts';
import { ArtPackages } from './art-package.ts';
import { pdfTextLines } from './certificate-pdf-text.ts';

vi.mock('./art-package-zip.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof zipModule>();
  return { ...actual, writeArtZip: vi.fn(actual.writeArtZip) };
});

const PUBLIC_URL = 'https://shop.example';
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

function readZip(buffer: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error('no zip'));
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (openError, stream) => {
          if (openError || !stream) return reject(openError ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

describe.each(testDatabaseKinds())('art delivery packages on %s', (kind) => {
  let database: TestDatabase;
  let dataDir: string;
  let packages: ArtPackages;
  // One database for the file (start-up is slow); a fresh data folder for every test.
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'art-package-'));
    packages = new ArtPackages(database.db, dataDir, PUBLIC_URL);
    vi.mocked(zipModule.writeArtZip).mockClear();
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('holds the original artwork, the certificate, the metadata, the usage rights and checksums', async () => {
    const { editionId } = await insertTestEdition(database.db, dataDir, {
      ownerEmail: 'Ada.Buyer@example.com',
      verificationCode: 'ABCDEFGHJKLMNPQRSTUV',
    });
    const pkg = await packages.forEdition(editionId);
    expect(pkg.fileName).toBe('nebula-genesis-3-of-10.zip');
    expect(path.dirname(pkg.path)).toBe(path.join(dataDir, 'art-packages'));
    const zipBytes = await readFile(pkg.path);
    expect(pkg.sha256).toBe(sha256(zipBytes));
    expect(pkg.sizeBytes).toBe(zipBytes.length);
    expect(Date.parse(pkg.builtAt)).not.toBeNaN();

    const entries = await readZip(zipBytes);
    const folder = 'nebula-genesis-3-of-10';
    expect([...entries.keys()]).toEqual([
      `${folder}/nebula-genesis.png`,
      `${folder}/certificate-of-authenticity.pdf`,
      `${folder}/metadata.json`,
      `${folder}/usage-rights.md`,
      `${folder}/CHECKSUMS.txt`,
    ]);
    expect(entries.get(`${folder}/nebula-genesis.png`)).toEqual(TEST_PNG);

    // CHECKSUMS.txt lists every other file, as `sha256sum -c` reads it.
    const checksums = entries.get(`${folder}/CHECKSUMS.txt`)?.toString('utf8') ?? '';
    const listed = checksums.trim().split('\n');
    expect(listed).toHaveLength(4);
    for (const line of listed) {
      const [hash, name] = line.split('  ');
      expect(hash).toBe(sha256(entries.get(`${folder}/${name}`) ?? Buffer.alloc(0)));
    }

    const verifyUrl = `${PUBLIC_URL}/digital-collectibles/verify/ABCDE-FGHJK-LMNPQ-RSTUV`;
    const metadata = JSON.parse(entries.get(`${folder}/metadata.json`)?.toString('utf8') ?? '');
    expect(metadata).toMatchObject({
      name: 'Nebula Genesis #3',
      description: 'A star nursery drawn in light.',
      image: expect.stringMatching(/^https:\/\/shop\.example\/media\/art\/[A-Za-z0-9_-]+$/),
      external_url: verifyUrl,
    });
    expect(metadata.attributes).toEqual(
      expect.arrayContaining([
        { trait_type: 'Rarity', value: 'Epic' },
        { trait_type: 'Edition', value: 3, display_type: 'number', max_value: 10 },
        { trait_type: 'Edition of', value: 10, display_type: 'number' },
      ]),
    );

    const rights = entries.get(`${folder}/usage-rights.md`)?.toString('utf8') ?? '';
    expect(rights).toContain('# Usage rights: Nebula Genesis, edition 3 of 10');
    expect(rights).toContain('Ada.Buyer@example.com');
    expect(rights).toContain(verifyUrl);
    expect(rights).toMatch(/## 3\. What you may not do/);
    expect(rights).not.toMatch(/\{\{|\}\}/);

    const certificate = await pdfTextLines(
      entries.get(`${folder}/certificate-of-authenticity.pdf`)!,
    );
    expect(certificate).toContain('Ada.Buyer@example.com');
    expect(certificate).toContain('ABCDE-FGHJK-LMNPQ-RSTUV');
  });

  it('builds once: a second call returns the same file, byte for byte', async () => {
    const { editionId } = await insertTestEdition(database.db, dataDir);
    const first = await packages.forEdition(editionId);
    const bytes = await readFile(first.path);
    // A new instance (a restarted server) finds the kept zip rather than building again.
    const again = await new ArtPackages(database.db, dataDir, PUBLIC_URL).forEdition(editionId);
    expect(again).toEqual(first);
    expect(await readFile(again.path)).toEqual(bytes);
    expect(zipModule.writeArtZip).toHaveBeenCalledTimes(1);
  });

  it('shares one build between concurrent callers, and leaves no temporary file', async () => {
    const { editionId } = await insertTestEdition(database.db, dataDir);
    const results = await Promise.all(
      Array.from({ length: 8 }, () => packages.forEdition(editionId)),
    );
    expect(new Set(results.map((result) => result.sha256)).size).toBe(1);
    expect(zipModule.writeArtZip).toHaveBeenCalledTimes(1);
    expect((await readdir(path.join(dataDir, 'art-packages'))).sort()).toEqual(
      [`edition-${editionId}.json`, path.basename(results[0]!.path)].sort(),
    );
  });

  it('two server processes building at once end up serving the same zip', async () => {
    const { editionId } = await insertTestEdition(database.db, dataDir);
    const other = new ArtPackages(database.db, dataDir, PUBLIC_URL);
    const [a, b] = await Promise.all([packages.forEdition(editionId), other.forEdition(editionId)]);
    expect(a.path).toBe(b.path);
    expect(a.sha256).toBe(b.sha256);
    const zips = (await readdir(path.join(dataDir, 'art-packages'))).filter((name) =>
      name.endsWith('.zip'),
    );
    expect(zips).toEqual([path.basename(a.path)]);
  });

  it('stays the same after the owner edits the collection', async () => {
    const { editionId, collectionId } = await insertTestEdition(database.db, dataDir);
    const first = await packages.forEdition(editionId);
    const { artCollections } = await import('../db/schema.ts');
    const { eq } = await import('drizzle-orm');
    await database.db
      .update(artCollections)
      .set({ name: 'Renamed' })
      .where(eq(artCollections.id, collectionId));
    expect((await packages.forEdition(editionId)).sha256).toBe(first.sha256);
  });

  it('rebuilds the same bytes from the same facts (the zip is deterministic)', async () => {
    const { editionId } = await insertTestEdition(database.db, dataDir);
    const first = await packages.forEdition(editionId);
    await rm(path.join(dataDir, 'art-packages'), { recursive: true });
    const rebuilt = await packages.forEdition(editionId);
    expect(rebuilt.sha256).toBe(first.sha256);
  });

  it('a YouTube-only collection gets a text file with the video link', async () => {
    const { editionId } = await insertTestEdition(database.db, dataDir, { artwork: 'youtube' });
    const entries = await readZip(await readFile((await packages.forEdition(editionId)).path));
    const folder = 'nebula-genesis-3-of-10';
    expect([...entries.keys()]).toContain(`${folder}/nebula-genesis-video-link.txt`);
    expect(entries.get(`${folder}/nebula-genesis-video-link.txt`)?.toString('utf8')).toContain(
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    );
    const metadata = JSON.parse(entries.get(`${folder}/metadata.json`)?.toString('utf8') ?? '');
    expect(metadata.image).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(metadata.youtube_url).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect([...entries.keys()].some((name) => name.endsWith('.png'))).toBe(false);
  });

  it('an uploaded video goes in whole, and is the metadata’s animation', async () => {
    const { editionId } = await insertTestEdition(database.db, dataDir, { artwork: 'video' });
    const entries = await readZip(await readFile((await packages.forEdition(editionId)).path));
    expect(entries.get('nebula-genesis-3-of-10/nebula-genesis.mp4')?.length).toBe(4096);
    const metadata = JSON.parse(
      entries.get('nebula-genesis-3-of-10/metadata.json')?.toString('utf8') ?? '',
    );
    expect(metadata.animation_url).toBe(metadata.image);
  });

  it('refuses an unknown edition and a missing artwork file, leaving nothing behind', async () => {
    await expect(packages.forEdition(999)).rejects.toBeInstanceOf(ArtPackageError);
    const { editionId } = await insertTestEdition(database.db, dataDir);
    await rm(path.join(dataDir, 'art-media'), { recursive: true });
    await expect(packages.forEdition(editionId)).rejects.toThrow(/artwork file .* is missing/);
    expect(await readdir(path.join(dataDir, 'art-packages')).catch(() => [])).toEqual([]);
  });
});
