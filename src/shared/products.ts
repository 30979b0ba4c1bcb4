import { packageLicenceFileNames } from './licences.ts';

/** File types the download package may hold (docs/product-rules.md). */
export const productFileExtensions = ['.zip', '.py', '.mp4', '.pdf', '.txt'] as const;

export function isAllowedProductFile(name: string): boolean {
  const lower = name.toLowerCase();
  return productFileExtensions.some((extension) => lower.endsWith(extension));
}

/** The package's list of its files' SHA-256 sums, in `sha256sum -c` format. */
export const checksumsFileName = 'CHECKSUMS.txt';

/**
 * Files the download package writes itself beside the uploaded ones. The one list the package
 * builder and the upload's check both read: an upload may not take these names, in any case.
 */
export const packageOwnFileNames: readonly string[] = [
  checksumsFileName,
  // Added to each bot buyer's copy as it is served (docs/licensing.md, "The package's licence").
  packageLicenceFileNames.licence,
  packageLicenceFileNames.publicKey,
];

/** The package's own name `name` would take (compared in any case), or undefined. */
export function packageOwnFileName(name: string): string | undefined {
  const lower = name.toLowerCase();
  return packageOwnFileNames.find((own) => own.toLowerCase() === lower);
}

/**
 * An uploaded zip goes into the package unpacked, so the buyer gets the files themselves rather
 * than a zip inside the zip. These bound what one uploaded zip may unpack to: at most
 * `maxEntries` entries (files and folders) and `maxUnpackedBytes` bytes once unpacked, counted on
 * the real decompressed bytes, so a zip bomb is refused at upload however small it looks.
 */
export const uploadedZipLimits = {
  maxEntries: 5_000,
  maxUnpackedBytes: 1024 * 1024 * 1024,
} as const;
