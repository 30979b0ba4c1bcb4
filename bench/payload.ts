import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
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

/** The download package the shop built under its data folder. */
export async function findPackage(dataDir: string): Promise<string> {
  const entries = await readdir(dataDir, { recursive: true, withFileTypes: true });
  const found = entries.find(
    (entry) => entry.isFile() && /^package-[0-9a-f]{16}\.zip$/.test(entry.name),
  );
  if (!found) throw new Error(`no download package under ${dataDir}`);
  return path.join(found.parentPath, found.name);
}
