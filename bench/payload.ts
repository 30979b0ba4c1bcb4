import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import yazl from 'yazl';

/**
 * A zip holding `bytes` of random data, stored as they are: a product file the shop accepts
 * (its content is checked), whose package is as big as it, since random data does not compress.
 */
export async function writeRandomZip(file: string, bytes: number): Promise<void> {
  const zip = new yazl.ZipFile();
  zip.addBuffer(randomBytes(bytes), 'bench-payload.bin', { compress: false });
  zip.end();
  await pipeline(zip.outputStream, createWriteStream(file));
}

/**
 * The download package the shop built under its data folder. Files are stored by their SHA-256
 * (`files/ab/ab12…`), the product file and the package alike: the package is the stored file
 * that is not the product file.
 */
export async function findPackage(dataDir: string, productFile: string): Promise<string> {
  const productHash = createHash('sha256')
    .update(await readFile(productFile))
    .digest('hex');
  const entries = await readdir(path.join(dataDir, 'files'), {
    recursive: true,
    withFileTypes: true,
  });
  const stored = entries.filter(
    (entry) => entry.isFile() && /^[0-9a-f]{64}$/.test(entry.name) && entry.name !== productHash,
  );
  if (stored.length !== 1) {
    throw new Error(`expected one download package under ${dataDir}, found ${stored.length}`);
  }
  const [found] = stored;
  return path.join(found!.parentPath, found!.name);
}
