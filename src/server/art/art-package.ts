import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { link, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/client.ts';
import { defaultSeller, type Seller } from '../../shared/seller.ts';
import { loadEditionFacts } from './art-package-facts.ts';
import { artPackageEntries, artPackageName } from './art-package-entries.ts';
import { ArtPackageError } from './art-package-error.ts';
import { writeArtZip } from './art-package-zip.ts';

export interface ArtPackageFile {
  /** Where the zip is on disk. */
  path: string;
  /** Of the whole zip: the download's ETag, so it never changes once built. */
  sha256: string;
  sizeBytes: number;
  /** When the zip was built (ISO 8601). */
  builtAt: string;
  /** The name to give the buyer's download: "nebula-genesis-3-of-10.zip". */
  fileName: string;
}

/** What is recorded beside a built zip (`edition-{id}.json`). */
interface PackageRecord extends Omit<ArtPackageFile, 'path'> {
  storedName: string;
}

/**
 * The delivery package of each art edition: one zip, built the first time it is asked for and kept
 * in DATA_DIR/art-packages. It never changes afterwards, even when the owner edits the collection:
 * a resumed download relies on its bytes, and the buyer owns what was sold.
 */
export class ArtPackages {
  private readonly packagesDir: string;
  private readonly mediaDir: string;
  private readonly building = new Map<number, Promise<ArtPackageFile>>();

  constructor(
    private readonly db: Db,
    dataDir: string,
    private readonly publicUrl: string,
    private readonly seller: Seller = defaultSeller,
  ) {
    this.packagesDir = path.join(dataDir, 'art-packages');
    this.mediaDir = path.join(dataDir, 'art-media');
  }

  /** The edition's zip, built on first call into DATA_DIR/art-packages and kept; concurrent callers share one build. */
  forEdition(editionId: number): Promise<ArtPackageFile> {
    const running = this.building.get(editionId);
    if (running) return running;
    const work = this.keptOrBuilt(editionId).finally(() => this.building.delete(editionId));
    this.building.set(editionId, work);
    return work;
  }

  private async keptOrBuilt(editionId: number): Promise<ArtPackageFile> {
    return (await this.kept(editionId)) ?? this.toFile(await this.build(editionId));
  }

  private recordPath(editionId: number) {
    return path.join(this.packagesDir, `edition-${editionId}.json`);
  }

  private toFile({ storedName, ...record }: PackageRecord): ArtPackageFile {
    return { ...record, path: path.join(this.packagesDir, storedName) };
  }

  private async kept(editionId: number): Promise<ArtPackageFile | undefined> {
    let record: PackageRecord;
    try {
      record = JSON.parse(await readFile(this.recordPath(editionId), 'utf8')) as PackageRecord;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
    const file = this.toFile(record);
    if (existsSync(file.path)) return file;
    // The zip was lost (a restore without it): the record goes, and the next build replaces both.
    await rm(this.recordPath(editionId), { force: true });
    return undefined;
  }

  private async build(editionId: number): Promise<PackageRecord> {
    const facts = await loadEditionFacts(this.db, editionId, this.publicUrl, this.seller);
    if (!facts) throw new ArtPackageError(`There is no art edition ${editionId}.`);
    const entries = await artPackageEntries(facts, {
      mediaDir: this.mediaDir,
      publicUrl: this.publicUrl,
    });
    await mkdir(this.packagesDir, { recursive: true });
    const name = artPackageName(facts);
    const temporary = this.temporaryPath(`edition-${editionId}.zip`);
    try {
      const zip = await writeArtZip(entries, {
        folder: name,
        mtime: facts.issuedAt,
        target: temporary,
      });
      const storedName = `edition-${editionId}-${zip.sha256.slice(0, 16)}.zip`;
      await rename(temporary, path.join(this.packagesDir, storedName));
      return await this.claim(editionId, {
        storedName,
        sha256: zip.sha256,
        sizeBytes: zip.sizeBytes,
        builtAt: new Date().toISOString(),
        fileName: `${name}.zip`,
      });
    } finally {
      await rm(temporary, { force: true });
    }
  }

  /**
   * Records a build as the edition's package. With several server processes on shared storage two
   * may build at once: the first record wins (link() never replaces a file), the other build is
   * dropped, and every process serves the same bytes.
   */
  private async claim(editionId: number, record: PackageRecord): Promise<PackageRecord> {
    const temporary = this.temporaryPath(`edition-${editionId}.json`);
    await writeFile(temporary, JSON.stringify(record));
    try {
      await link(temporary, this.recordPath(editionId));
      return record;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const winner = JSON.parse(
        await readFile(this.recordPath(editionId), 'utf8'),
      ) as PackageRecord;
      if (winner.storedName !== record.storedName) {
        await rm(path.join(this.packagesDir, record.storedName), { force: true });
      }
      return winner;
    } finally {
      await rm(temporary, { force: true });
    }
  }

  private temporaryPath(name: string) {
    return path.join(this.packagesDir, `.building-${randomBytes(8).toString('hex')}-${name}`);
  }
}
