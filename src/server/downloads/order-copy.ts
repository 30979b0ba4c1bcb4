import type { Db } from '../db/client.ts';
import type { FileStore, LocalFile } from '../files/file-store.ts';
import type { LicenceSigningKey } from '../licences/signing-key.ts';
import { servedBotPackage } from '../releases/served-release.ts';
import { packageLicenceFiles } from './package-licence.ts';
import { type ServedBytes, splicedBytes, storedBytes } from './served-bytes.ts';

/**
 * One order's copy of a bot zip: the stored zip with the order's licence file spliced in, so a
 * leaked copy names its order; the zip as stored for an order without a licence.
 */
export async function orderCopy(
  db: Db,
  signingKey: LicenceSigningKey,
  file: LocalFile,
  sha256: string,
  orderId: number,
): Promise<ServedBytes> {
  const additions = await packageLicenceFiles(db, signingKey, orderId);
  return additions ? splicedBytes(file, sha256, additions) : storedBytes(file, sha256);
}

/**
 * The SHA-256 of the bot package exactly as one order's links serve it (the receipt's and the
 * library's), so the receipt and the library name what the buyer saves. It runs inside the
 * payment's transaction, so it reads only a file this machine already has (`warmBotPackage` puts
 * it there at start-up): undefined when nothing is on sale or the file is not here yet, and the
 * mail then leaves the hash to the download page. The stored part's hash is kept per package
 * (served-bytes.ts): the file is read once per package and process, not once per mail.
 */
export async function botCopySha256(
  deps: { files: FileStore; signingKey: LicenceSigningKey },
  db: Db,
  orderId: number,
): Promise<string | undefined> {
  const pkg = await servedBotPackage(db);
  const file = pkg ? await deps.files.cachedFile(pkg.sha256) : undefined;
  if (!pkg || !file) return undefined;
  return (await orderCopy(db, deps.signingKey, file, pkg.sha256, orderId)).sha256();
}

/**
 * Fetches the bot package this process serves onto its disk, outside any transaction, so a
 * receipt can name the SHA-256 of the buyer's copy. Best effort: a failure only means a receipt
 * leaves the hash to the download page.
 */
export async function warmBotPackage(db: Db, files: FileStore): Promise<void> {
  const pkg = await servedBotPackage(db);
  if (pkg) await files.localFile(pkg.sha256);
}
