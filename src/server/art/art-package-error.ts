/** An edition whose package cannot be built: no such edition, or its artwork is missing. */
export class ArtPackageError extends Error {
  override name = 'ArtPackageError';
}
