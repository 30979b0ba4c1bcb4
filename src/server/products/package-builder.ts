import { createReadStream, createWriteStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { checksumsFileName, packageOwnFileNames } from '../../shared/products.ts';
import { type MeasuredBytes, measuringStream } from '../files/measuring-stream.ts';

export interface PackageEntry {
  /** Name inside the zip. */
  name: string;
  sourcePath: string;
  /** SHA-256 of the file, listed in the zip's CHECKSUMS.txt. */
  sha256: string;
}

/**
 * Names unique within the zip (in any case, as Windows and macOS compare them), with no folders a
 * file could escape through. The package's own files (CHECKSUMS.txt) are taken before any upload
 * is named: uploads may not take those names, and a file stored before that rule, or added some
 * other way, gets a numbered name instead of a second entry under the package's own.
 */
export function zipEntryNames(names: string[]): string[] {
  const taken = new Set(packageOwnFileNames.map((name) => name.toLowerCase()));
  return names.map((raw) => {
    let base = path.basename(raw.replaceAll('\\', '/')).replace(/[^\w.() -]/g, '_');
    if (base === '' || base === '.' || base === '..') base = 'file';
    const ext = path.extname(base);
    let name = base;
    for (let count = 2; taken.has(name.toLowerCase()); count++) {
      name = `${base.slice(0, base.length - ext.length)} (${count})${ext}`;
    }
    taken.add(name.toLowerCase());
    return name;
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

/**
 * Writes the zip to `target`. Every entry carries the same time (`mtime`) and mode, so the same
 * files always give the same bytes: a package built twice, by one process or two, is one file.
 */
export async function buildPackage(
  entries: PackageEntry[],
  options: { target: string; mtime: Date },
): Promise<MeasuredBytes> {
  const { default: yazl } = await import('yazl'); // loaded when a package is built, not at start
  const zip = new yazl.ZipFile();
  const common = { mtime: options.mtime, mode: 0o100644 };
  const names = zipEntryNames(entries.map((entry) => entry.name));
  entries.forEach((entry, index) => {
    zip.addReadStream(createReadStream(entry.sourcePath), `cryptomaton/${names[index]}`, common);
  });
  zip.addBuffer(
    Buffer.from(checksumsText(entries, names)),
    `cryptomaton/${checksumsFileName}`,
    common,
  );
  zip.end();

  const { stream: measure, measured } = measuringStream();
  await pipeline(zip.outputStream, measure, createWriteStream(options.target));
  return measured();
}
