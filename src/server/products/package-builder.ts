import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rename, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import yazl from 'yazl';

export interface PackageEntry {
  /** Name inside the zip. */
  name: string;
  sourcePath: string;
  /** SHA-256 of the file, listed in the zip's CHECKSUMS.txt. */
  sha256: string;
}

export interface BuiltPackage {
  fileName: string;
  sizeBytes: number;
  sha256: string;
}

/** Names unique within the zip, with no folders a file could escape through. */
export function zipEntryNames(names: string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((raw) => {
    const base = path.basename(raw.replaceAll('\\', '/')).replace(/[^\w.() -]/g, '_') || 'file';
    const count = seen.get(base.toLowerCase()) ?? 0;
    seen.set(base.toLowerCase(), count + 1);
    if (count === 0) return base;
    const ext = path.extname(base);
    return `${base.slice(0, base.length - ext.length)} (${count + 1})${ext}`;
  });
}

/** `sha256sum -c` format, so a buyer can check every file the zip holds. */
export function checksumsText(entries: PackageEntry[], names: string[]): string {
  return entries.map((entry, index) => `${entry.sha256}  ${names[index]}\n`).join('');
}

/** The package's version as buyers see it: the day it was built and the start of its checksum. */
export function packageVersion(pkg: { builtAt: string; sha256: string }): string {
  return `${pkg.builtAt.slice(0, 10).replaceAll('-', '.')}-${pkg.sha256.slice(0, 8)}`;
}

/** Writes the zip under a temporary name and renames it into place, so readers never see half. */
export async function buildPackage(entries: PackageEntry[], dir: string): Promise<BuiltPackage> {
  const zip = new yazl.ZipFile();
  const names = zipEntryNames(entries.map((entry) => entry.name));
  entries.forEach((entry, index) => {
    zip.addReadStream(createReadStream(entry.sourcePath), `cryptomaton/${names[index]}`);
  });
  zip.addBuffer(Buffer.from(checksumsText(entries, names)), 'cryptomaton/CHECKSUMS.txt');
  zip.end();

  const temporary = path.join(dir, `.building-${process.pid}-${Date.now()}.zip`);
  const hash = createHash('sha256');
  zip.outputStream.on('data', (chunk: Buffer) => hash.update(chunk));
  await pipeline(zip.outputStream, createWriteStream(temporary));
  const sha256 = hash.digest('hex');
  const fileName = `package-${sha256.slice(0, 16)}.zip`;
  await rename(temporary, path.join(dir, fileName));
  const { size } = await stat(path.join(dir, fileName));
  return { fileName, sizeBytes: size, sha256 };
}
