import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';
import { uploadedZipLimits } from '../../shared/products.ts';
import {
  EntryNameBook,
  entryKind,
  entryPathProblem,
  outsidePathProblem,
  reservedNameProblem,
} from './zip-entry-rules.ts';

/** An uploaded zip the package cannot unpack safely; the message tells the owner what to change. */
export class UploadedZipRefusal extends Error {
  override name = 'UploadedZipRefusal';
}

/** One file the zip held, as the package will list it. */
export interface UnpackedFile {
  /** Relative path inside the zip, with `/` between folders. */
  path: string;
  sha256: string;
  sizeBytes: number;
  /** Where the file was written (with `into`), else null. */
  sourcePath: string | null;
}

export interface ZipLimits {
  maxEntries: number;
  maxUnpackedBytes: number;
}

/** Folders macOS adds to the zips it makes: resource forks, of no use to a buyer. */
const isMacExtra = (entryPath: string) =>
  entryPath.startsWith('__MACOSX/') || entryPath.split('/').at(-1) === '.DS_Store';

const megabytes = (bytes: number) => `${Math.floor(bytes / (1024 * 1024))} MB`;

/**
 * Reads every entry of the zip at `zipPath`, checking each against the package's rules, and with
 * `into` writes its files under that folder. Sizes are counted on the bytes the decompressor
 * really gives, not on what the headers claim, so a zip bomb stops at the limit. Any rule broken
 * throws an `UploadedZipRefusal` naming the zip (`zipName`) and the entry.
 */
export async function readUploadedZip(
  zipPath: string,
  options: { zipName: string; into?: string; limits?: ZipLimits },
): Promise<UnpackedFile[]> {
  const { zipName, into } = options;
  const limits = options.limits ?? uploadedZipLimits;
  const tooLarge = new UploadedZipRefusal(
    `${zipName} unpacks to more than ${megabytes(limits.maxUnpackedBytes)}, the most one zip may add to the package. Leave out large or generated files (caches, virtual environments) and upload it again.`,
  );
  const tooMany = new UploadedZipRefusal(
    `${zipName} holds more than ${limits.maxEntries} files and folders, the most one zip may add to the package. Leave out generated files (caches, virtual environments, .git) and upload it again.`,
  );

  const zip = await openZip(zipPath, zipName);
  try {
    if (zip.entryCount > limits.maxEntries) throw tooMany;
    const names = new EntryNameBook(zipName);
    const files: UnpackedFile[] = [];
    let declaredBytes = 0;
    const unpacked = { bytes: 0 };
    for (let entry = await nextEntry(zip, zipName); entry; entry = await nextEntry(zip, zipName)) {
      const entryPath = entry.fileName.normalize('NFC');
      const problem = entryPathProblem(zipName, entryPath);
      if (problem) throw new UploadedZipRefusal(problem);
      if (isMacExtra(entryPath)) continue;
      const kind = entry.fileName.endsWith('/') ? 'folder' : entryKind(entry);
      if (kind === 'link' || kind === 'special') {
        throw new UploadedZipRefusal(
          `${zipName} holds ${JSON.stringify(entryPath)}, which is a ${kind === 'link' ? 'link to another file' : 'special file'}, not a file. The package only takes plain files: put the real file there, zip again and upload.`,
        );
      }
      const clash =
        reservedNameProblem(zipName, entryPath) ?? names.add(entryPath, kind === 'folder');
      if (clash) throw new UploadedZipRefusal(clash);
      if (kind === 'folder') continue;

      declaredBytes += entry.uncompressedSize;
      if (declaredBytes > limits.maxUnpackedBytes) throw tooLarge;
      if (entry.isEncrypted()) {
        throw new UploadedZipRefusal(
          `${zipName} is protected by a password. Upload a zip without a password: the buyer's package is not encrypted either.`,
        );
      }
      if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) {
        throw new UploadedZipRefusal(
          `${zipName} is compressed in a way the shop cannot unpack (method ${entry.compressionMethod}). Create it with your computer's standard zip tool ("deflate") and upload it again.`,
        );
      }
      const target = into ? path.join(into, ...entryPath.split('/')) : null;
      if (target && !target.startsWith(path.resolve(into ?? '') + path.sep)) {
        throw new UploadedZipRefusal(outsidePathProblem(zipName, entryPath));
      }
      const measured = await unpackEntry(zip, entry, {
        target,
        unpacked,
        limit: limits.maxUnpackedBytes,
        tooLarge,
        zipName,
      });
      files.push({ path: entryPath, ...measured, sourcePath: target });
    }
    return files;
  } finally {
    zip.close();
  }
}

function openZip(zipPath: string, zipName: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(
      zipPath,
      { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: false },
      (error, zip) => (error || !zip ? reject(readError(error, zipName)) : resolve(zip)),
    );
  });
}

function nextEntry(zip: yauzl.ZipFile, zipName: string): Promise<yauzl.Entry | null> {
  return new Promise((resolve, reject) => {
    const settle = () => {
      zip.off('entry', onEntry);
      zip.off('end', onEnd);
      zip.off('error', onError);
    };
    const onEntry = (entry: yauzl.Entry) => (settle(), resolve(entry));
    const onEnd = () => (settle(), resolve(null));
    const onError = (error: Error) => (settle(), reject(readError(error, zipName)));
    zip.on('entry', onEntry);
    zip.on('end', onEnd);
    zip.on('error', onError);
    zip.readEntry();
  });
}

/** Streams one entry, hashing and counting the decompressed bytes, to `target` or nowhere. */
async function unpackEntry(
  zip: yauzl.ZipFile,
  entry: yauzl.Entry,
  options: {
    target: string | null;
    unpacked: { bytes: number };
    limit: number;
    tooLarge: UploadedZipRefusal;
    zipName: string;
  },
): Promise<{ sha256: string; sizeBytes: number }> {
  const { target, unpacked, limit, tooLarge, zipName } = options;
  const source = await new Promise<NodeJS.ReadableStream>((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) =>
      error || !stream ? reject(readError(error, zipName)) : resolve(stream),
    );
  });
  // The decompressor may still report an error after the pipeline has given up on the stream.
  source.on('error', () => {});
  const hash = createHash('sha256');
  let sizeBytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      sizeBytes += chunk.length;
      unpacked.bytes += chunk.length;
      if (unpacked.bytes > limit) return done(tooLarge);
      hash.update(chunk);
      done(null, chunk);
    },
  });
  const sink = target
    ? (await mkdir(path.dirname(target), { recursive: true }),
      createWriteStream(target, { flags: 'wx' }))
    : new Writable({ write: (_chunk, _encoding, done) => done() });
  try {
    await pipeline(source, counter, sink);
  } catch (error) {
    throw error instanceof UploadedZipRefusal ? error : readError(error, zipName);
  }
  return { sha256: hash.digest('hex'), sizeBytes };
}

/** A reader's error as a refusal the owner can act on. */
function readError(error: unknown, zipName: string): UploadedZipRefusal {
  const message = error instanceof Error ? error.message : String(error);
  const badPath = /^(?:absolute path|invalid relative path): (.*)$/.exec(message);
  if (badPath) {
    return new UploadedZipRefusal(outsidePathProblem(zipName, badPath[1] ?? ''));
  }
  if (message.startsWith('too many bytes in the stream')) {
    return new UploadedZipRefusal(
      `${zipName} holds a file that unpacks to more than its header says, as zip bombs do. Create the zip again with your computer's standard zip tool and upload it.`,
    );
  }
  return new UploadedZipRefusal(
    `${zipName} could not be read as a zip (${message}). Create it again with your computer's standard zip tool and upload it.`,
  );
}
