import type { Db } from '../db/client.ts';
import { packageVersion } from '../products/package-builder.ts';
import { savedPackage } from '../products/product-files.ts';
import { latestRelease } from './release-store.ts';

/** The bot's zip a receipt's link serves, as its page, its file and the receipt name it. */
export interface ServedBotPackage {
  /** Of the zip: its name in the file store, and the download's ETag. */
  sha256: string;
  sizeBytes: number;
  /** When it was published (a release) or built (the product files' package). */
  builtAt: string;
  version: string;
  fileName: string;
  /** The release served, or null before the owner's first release. */
  releaseId: number | null;
}

/**
 * What every bot link serves, old orders' and new buyers' alike: the newest stable release.
 * Before the first release (a new shop whose package was built after the releases migration),
 * the package the active product files make, as links served before releases existed.
 */
export async function servedBotPackage(db: Db): Promise<ServedBotPackage | undefined> {
  const release = await latestRelease(db, 'stable');
  if (release) {
    return {
      sha256: release.sha256,
      sizeBytes: release.sizeBytes,
      builtAt: release.publishedAt.toISOString(),
      version: release.version,
      // The receipt's link keeps the name buyers have always saved; release links name the version.
      fileName: 'cryptomaton.zip',
      releaseId: release.id,
    };
  }
  const pkg = await savedPackage(db);
  if (!pkg) return undefined;
  return {
    sha256: pkg.sha256,
    sizeBytes: pkg.sizeBytes,
    builtAt: pkg.builtAt,
    version: packageVersion(pkg),
    fileName: 'cryptomaton.zip',
    releaseId: null,
  };
}
