import type { ArtPackages } from '../art/art-package.ts';
import type { ServedPackage } from './served-package.ts';

/**
 * An art edition's zip for its download link; undefined when it can't be built (an artwork file
 * gone missing), which the page shows as "unavailable" rather than an error.
 */
export async function artEditionPackage(
  artPackages: ArtPackages,
  editionId: number,
): Promise<ServedPackage | undefined> {
  try {
    const built = await artPackages.forEdition(editionId);
    return { ...built, version: built.sha256.slice(0, 12) };
  } catch {
    return undefined;
  }
}
