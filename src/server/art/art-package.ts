import { rm } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { artEditionPackages } from '../db/schema.ts';
import type { FileStore } from '../files/file-store.ts';
import { defaultSeller, type Seller } from '../../shared/seller.ts';
import { loadEditionFacts } from './art-package-facts.ts';
import { artPackageEntries, artPackageName } from './art-package-entries.ts';
import { ArtPackageError } from './art-package-error.ts';
import { writeArtZip } from './art-package-zip.ts';

export interface ArtPackageFile {
  /** Of the whole zip: its name in the file store and the download's ETag, so it never changes. */
  sha256: string;
  sizeBytes: number;
  /** When the zip was built (ISO 8601). */
  builtAt: string;
  /** The name to give the buyer's download: "nebula-genesis-3-of-10.zip". */
  fileName: string;
}

/**
 * The delivery package of each art edition: one zip, built the first time it is asked for, kept
 * in the shared file store and recorded in `art_edition_packages`. It never changes afterwards,
 * even when the owner edits the collection: a resumed download relies on its bytes, and the
 * buyer owns what was sold.
 */
export class ArtPackages {
  private readonly building = new Map<number, Promise<ArtPackageFile>>();

  constructor(
    private readonly db: Db,
    private readonly files: FileStore,
    private readonly publicUrl: string,
    private readonly seller: Seller = defaultSeller,
  ) {}

  /** The edition's zip, built on first call and kept; concurrent callers share one build. */
  forEdition(editionId: number): Promise<ArtPackageFile> {
    const running = this.building.get(editionId);
    if (running) return running;
    const work = this.keptOrBuilt(editionId).finally(() => this.building.delete(editionId));
    this.building.set(editionId, work);
    return work;
  }

  private async keptOrBuilt(editionId: number): Promise<ArtPackageFile> {
    return (await this.kept(editionId)) ?? this.build(editionId);
  }

  private async kept(editionId: number): Promise<ArtPackageFile | undefined> {
    const [row] = await this.db
      .select()
      .from(artEditionPackages)
      .where(eq(artEditionPackages.editionId, editionId));
    if (!row) return undefined;
    if (await this.files.has(row.sha256)) return toFile(row);
    // The zip was lost (a restore without it): the record goes, and the next build replaces it.
    await this.db.delete(artEditionPackages).where(eq(artEditionPackages.editionId, editionId));
    return undefined;
  }

  private async build(editionId: number): Promise<ArtPackageFile> {
    const facts = await loadEditionFacts(this.db, editionId, this.publicUrl, this.seller);
    if (!facts) throw new ArtPackageError(`There is no art edition ${editionId}.`);
    const artwork = facts.media ? await this.files.localFile(facts.media.sha256) : undefined;
    const entries = await artPackageEntries(facts, {
      artworkPath: artwork?.path,
      publicUrl: this.publicUrl,
    });
    const name = artPackageName(facts);
    const target = await this.files.incomingPath('.zip');
    try {
      await writeArtZip(entries, { folder: name, mtime: facts.issuedAt, target });
      const zip = await this.files.put(target, { move: true });
      return await this.claim({ editionId, ...zip, fileName: `${name}.zip` });
    } finally {
      await rm(target, { force: true });
    }
  }

  /**
   * Records a build as the edition's package. With several server processes two may build at
   * once: the first record wins, the other build is dropped (its file goes in a later sweep),
   * and every process serves the same bytes.
   */
  private async claim(
    record: Omit<typeof artEditionPackages.$inferInsert, 'builtAt'>,
  ): Promise<ArtPackageFile> {
    const [mine] = await this.db
      .insert(artEditionPackages)
      .values(record)
      .onConflictDoNothing()
      .returning();
    if (mine) return toFile(mine);
    const [winner] = await this.db
      .select()
      .from(artEditionPackages)
      .where(eq(artEditionPackages.editionId, record.editionId));
    if (!winner) throw new Error(`art edition ${record.editionId}: package record vanished`);
    return toFile(winner);
  }
}

function toFile(row: typeof artEditionPackages.$inferSelect): ArtPackageFile {
  return {
    sha256: row.sha256,
    sizeBytes: row.sizeBytes,
    builtAt: row.builtAt.toISOString(),
    fileName: row.fileName,
  };
}
