import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';

/** One file of the package: made in memory (certificate, JSON, text) or read from disk (artwork). */
export type ArtZipEntry = { name: string } & (
  | { content: Buffer }
  /** Images and videos are compressed already: stored as they are. */
  | { sourcePath: string }
);

export interface WrittenZip {
  sha256: string;
  sizeBytes: number;
}

const sha256Of = (content: Buffer) => createHash('sha256').update(content).digest('hex');

async function sha256OfFile(filePath: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(filePath), hash);
  return hash.digest('hex');
}

/**
 * Writes the entries, and a CHECKSUMS.txt of them in `sha256sum -c` format (as the bot's package
 * does), into one folder of a zip at `target`. Every entry carries the same fixed time and mode,
 * so the same entries always give the same bytes.
 */
export async function writeArtZip(
  entries: ArtZipEntry[],
  options: { folder: string; mtime: Date; target: string },
): Promise<WrittenZip> {
  // Every file is hashed (and so known to be readable) before the zip starts.
  const checksums: string[] = [];
  for (const entry of entries) {
    const sha256 =
      'content' in entry ? sha256Of(entry.content) : await sha256OfFile(entry.sourcePath);
    checksums.push(`${sha256}  ${entry.name}\n`);
  }

  const { default: yazl } = await import('yazl'); // loaded when a package is built, not at start
  const zip = new yazl.ZipFile();
  const common = { mtime: options.mtime, mode: 0o100644 };
  for (const entry of entries) {
    const name = `${options.folder}/${entry.name}`;
    if ('content' in entry) zip.addBuffer(entry.content, name, { ...common, compress: true });
    else {
      zip.addReadStream(createReadStream(entry.sourcePath), name, { ...common, compress: false });
    }
  }
  zip.addBuffer(Buffer.from(checksums.join('')), `${options.folder}/CHECKSUMS.txt`, {
    ...common,
    compress: true,
  });
  zip.end();

  const hash = createHash('sha256');
  let sizeBytes = 0;
  zip.outputStream.on('data', (chunk: Buffer) => {
    hash.update(chunk);
    sizeBytes += chunk.length;
  });
  await pipeline(zip.outputStream, createWriteStream(options.target));
  return { sha256: hash.digest('hex'), sizeBytes };
}
