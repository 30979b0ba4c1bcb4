import type { Db } from '../db/client.ts';
import type { FileStore } from '../files/file-store.ts';
import type { LicenceSigningKey } from '../licences/signing-key.ts';
import { servedBotPackage } from '../releases/served-release.ts';
import { packageLicenceFiles } from './package-licence.ts';
import { splicedBytes } from './served-bytes.ts';

/**
 * The SHA-256 of the bot package exactly as one order's link serves it: the stored zip with the
 * order's licence file spliced in. The receipt names it, so a buyer's check of the zip they saved
 * holds. Undefined when nothing is on sale or the file is missing; the stored zip's own hash for
 * an order without a licence. The stored part's hash is kept per package (served-bytes.ts), so
 * this reads the file once per package and process, not once per receipt.
 */
export async function botCopySha256(
  deps: { files: FileStore; signingKey: LicenceSigningKey },
  db: Db,
  orderId: number,
): Promise<string | undefined> {
  const pkg = await servedBotPackage(db);
  const file = pkg ? await deps.files.localFile(pkg.sha256) : undefined;
  if (!pkg || !file) return pkg?.sha256;
  const additions = await packageLicenceFiles(db, deps.signingKey, orderId);
  if (!additions) return pkg.sha256;
  return (await splicedBytes(file, pkg.sha256, additions)).sha256();
}
