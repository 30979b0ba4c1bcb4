// TEMPORARY stand-in until the art-store branch lands its real builder with this interface.
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/client.ts';

export interface ArtPackageFile {
  path: string;
  sha256: string;
  sizeBytes: number;
  builtAt: string;
  fileName: string;
}

export class ArtPackages {
  constructor(
    private readonly db: Db,
    private readonly dataDir: string,
    private readonly publicUrl: string,
  ) {}

  async forEdition(editionId: number): Promise<ArtPackageFile> {
    void this.db;
    void this.publicUrl;
    const dir = path.join(this.dataDir, 'art-packages');
    await mkdir(dir, { recursive: true });
    const body = Buffer.from(`edition ${editionId}\n`.repeat(2000));
    const file = path.join(dir, `edition-${editionId}.zip`);
    await writeFile(file, body);
    return {
      path: file,
      sha256: createHash('sha256').update(body).digest('hex'),
      sizeBytes: body.length,
      builtAt: new Date(0).toISOString(),
      fileName: `art-edition-${editionId}.zip`,
    };
  }
}
