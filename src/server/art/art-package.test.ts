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
import { desc, eq } from 'drizzle-orm';
import { artCollections, artEditionPackages, artMedia, fileBlobs } from '../db/schema.ts';
import type { FileStore } from '../files/file-store.ts';
import { shopFileStore } from '../files/shop-file-store.ts';
import { ArtPackageError } from './art-package-error.ts';
import { TEST_PNG, insertTestEdition } from '../testing/art-test-edition.ts';
import * as zipModule from './art-package-zip.ts';
import { ArtPackages } from './art-package.ts';
import { pdfTextLines } from '../testing/pdf-text.ts';

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
  let files: FileStore;
  let packages: ArtPackages;
  const bytesOf = async (pkg: { sha256: string }) =>
    readFile((await files.localFile(pkg.sha256))?.path ?? '');
  const packageRows = (editionId: number) =>
    database.db
      .select()
      .from(artEditionPackages)
      .where(eq(artEditionPackages.editionId, editionId));
  // One database for the file (start-up is slow); a fresh data folder for every test.
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'art-package-'));
    files = shopFileStore(database.db, dataDir);
    packages = new ArtPackages(database.db, files, PUBLIC_URL);
    vi.mocked(zipModule.writeArtZip).mockClear();
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('holds the original artwork, the certificate, the metadata, the usage rights and checksums', async () => {
    const { editionId } = await insertTestEdition(database.db, files, {
      ownerEmail: 'Ada.Buyer@example.com',
      verificationCode: 'ABCDEFGHJKLMNPQRSTUV',
    });
    const pkg = await packages.forEdition(editionId);
    expect(pkg.fileName).toBe('nebula-genesis-3-of-10.zip');
    const zipBytes = await bytesOf(pkg);
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
    const { editionId } = await insertTestEdition(database.db, files);
    const first = await packages.forEdition(editionId);
    const bytes = await bytesOf(first);
    // A new instance (a restarted server) finds the kept zip rather than building again.
    const again = await new ArtPackages(database.db, files, PUBLIC_URL).forEdition(editionId);
    expect(again).toEqual(first);
    expect(await bytesOf(again)).toEqual(bytes);
    expect(zipModule.writeArtZip).toHaveBeenCalledTimes(1);
  });

  it('shares one build between concurrent callers, and leaves no temporary file', async () => {
    const { editionId } = await insertTestEdition(database.db, files);
    const results = await Promise.all(
      Array.from({ length: 8 }, () => packages.forEdition(editionId)),
    );
    expect(new Set(results.map((result) => result.sha256)).size).toBe(1);
    expect(zipModule.writeArtZip).toHaveBeenCalledTimes(1);
    expect(await packageRows(editionId)).toHaveLength(1);
    expect((await readdir(files.cacheDir)).filter((name) => name.startsWith('.'))).toEqual([]);
  });

  it('two server processes building at once end up serving the same zip', async () => {
    const { editionId } = await insertTestEdition(database.db, files);
    // The other process has a DATA_DIR of its own, as another machine would.
    const otherFiles = shopFileStore(database.db, path.join(dataDir, 'other'));
    const other = new ArtPackages(database.db, otherFiles, PUBLIC_URL);
    const [a, b] = await Promise.all([packages.forEdition(editionId), other.forEdition(editionId)]);
    expect(a).toEqual(b);
    expect(await packageRows(editionId)).toHaveLength(1);
    expect(await readFile((await otherFiles.localFile(b.sha256))?.path ?? '')).toEqual(
      await bytesOf(a),
    );
  });

  it('stays the same after the owner edits the collection', async () => {
    const { editionId, collectionId } = await insertTestEdition(database.db, files);
    const first = await packages.forEdition(editionId);
    await database.db
      .update(artCollections)
      .set({ name: 'Renamed' })
      .where(eq(artCollections.id, collectionId));
    expect((await packages.forEdition(editionId)).sha256).toBe(first.sha256);
  });

  it('rebuilds the same bytes from the same facts (the zip is deterministic)', async () => {
    const { editionId } = await insertTestEdition(database.db, files);
    const first = await packages.forEdition(editionId);
    await database.db.delete(artEditionPackages).where(eq(artEditionPackages.editionId, editionId));
    await rm(files.cacheDir, { recursive: true });
    const rebuilt = await packages.forEdition(editionId);
    expect(rebuilt.sha256).toBe(first.sha256);
  });

  it('a YouTube-only collection gets a text file with the video link', async () => {
    const { editionId } = await insertTestEdition(database.db, files, { artwork: 'youtube' });
    const entries = await readZip(await bytesOf(await packages.forEdition(editionId)));
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
    const { editionId } = await insertTestEdition(database.db, files, { artwork: 'video' });
    const entries = await readZip(await bytesOf(await packages.forEdition(editionId)));
    expect(entries.get('nebula-genesis-3-of-10/nebula-genesis.mp4')?.length).toBe(4096);
    const metadata = JSON.parse(
      entries.get('nebula-genesis-3-of-10/metadata.json')?.toString('utf8') ?? '',
    );
    expect(metadata.animation_url).toBe(metadata.image);
  });

  it('refuses an unknown edition and a missing artwork file, leaving nothing behind', async () => {
    await expect(packages.forEdition(999)).rejects.toBeInstanceOf(ArtPackageError);
    const { editionId } = await insertTestEdition(database.db, files);
    const [media] = await database.db.select().from(artMedia).orderBy(desc(artMedia.id)).limit(1);
    await database.db.delete(fileBlobs).where(eq(fileBlobs.sha256, media?.sha256 ?? ''));
    await rm(files.cacheDir, { recursive: true });
    await expect(packages.forEdition(editionId)).rejects.toThrow(/artwork file .* is missing/);
    expect(await packageRows(editionId)).toEqual([]);
  });
});
