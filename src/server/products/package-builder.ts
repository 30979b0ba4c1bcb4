import { createReadStream, createWriteStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { checksumsFileName, packageOwnFileNames } from '../../shared/products.ts';
import { type MeasuredBytes, measuringStream } from '../files/measuring-stream.ts';

export interface PackageEntry {
  /** Name inside the zip: a file's own name, or a path with `/` for a file an uploaded zip held. */
  name: string;
  sourcePath: string;
  /** SHA-256 of the file, listed in the zip's CHECKSUMS.txt. */
  sha256: string;
}

/**
 * One uploaded file's share of the package: the file itself (`unpacked: false`, one entry), or
 * the files its zip held, at the paths they had in it (already checked by `readUploadedZip`).
 */
export interface PackageItem {
  entries: PackageEntry[];
  unpacked: boolean;
}

/** A name with no folders a file could escape through and only plain characters. */
function plainName(raw: string): string {
  const base = path.basename(raw.replaceAll('\\', '/')).replace(/[^\w.() -]/g, '_');
  return base === '' || base === '.' || base === '..' ? 'file' : base;
}

/** `base`, or `base (2)`, `base (3)`… (before a file's extension): the first one not taken. */
function freeName(base: string, folder: boolean, taken: Set<string>): string {
  const ext = folder ? '' : path.extname(base);
  let name = base;
  for (let count = 2; taken.has(name.toLowerCase()); count++) {
    name = `${base.slice(0, base.length - ext.length)} (${count})${ext}`;
  }
  taken.add(name.toLowerCase());
  return name;
}

/**
 * The path of every entry in the package, per item. Names at the package's top level are unique
 * in any case (as Windows and macOS compare them): the package's own files (CHECKSUMS.txt) are
 * taken first, so an upload never takes their names; then each item in turn. A top-level name an
 * earlier item holds gets a number, the same for every entry an unpacked zip holds under it, so
 * its folders stay together. Paths below the top level come checked from the zip's own rules.
 */
export function packagePaths(items: { names: string[]; unpacked: boolean }[]): string[][] {
  const taken = new Set(packageOwnFileNames.map((name) => name.toLowerCase()));
  return items.map((item) => {
    const renamed = new Map<string, string>();
    return item.names.map((raw) => {
      const parts = item.unpacked ? raw.split('/') : [plainName(raw)];
      const top = parts[0] ?? 'file';
      let name = renamed.get(top.toLowerCase());
      if (name === undefined) {
        name = freeName(top, parts.length > 1, taken);
        renamed.set(top.toLowerCase(), name);
      }
      return [name, ...parts.slice(1)].join('/');
    });
  });
}

/** The names single files (none unpacked) take in the package. */
export function zipEntryNames(names: string[]): string[] {
  return packagePaths(names.map((name) => ({ names: [name], unpacked: false }))).map(
    ([name]) => name ?? 'file',
  );
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
  items: PackageItem[],
  options: { target: string; mtime: Date },
): Promise<MeasuredBytes> {
  const { default: yazl } = await import('yazl'); // loaded when a package is built, not at start
  const zip = new yazl.ZipFile();
  const common = { mtime: options.mtime, mode: 0o100644 };
  const paths = packagePaths(
    items.map((item) => ({
      names: item.entries.map((entry) => entry.name),
      unpacked: item.unpacked,
    })),
  ).flat();
  const entries = items.flatMap((item) => item.entries);
  entries.forEach((entry, index) => {
    zip.addReadStream(createReadStream(entry.sourcePath), `cryptomaton/${paths[index]}`, common);
  });
  zip.addBuffer(
    Buffer.from(checksumsText(entries, paths)),
    `cryptomaton/${checksumsFileName}`,
    common,
  );
  zip.end();

  const { stream: measure, measured } = measuringStream();
  await pipeline(zip.outputStream, measure, createWriteStream(options.target));
  return measured();
}
