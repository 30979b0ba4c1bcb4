import { createHash, type Hash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import type { LocalFile } from '../files/file-store.ts';
import { readZipLayout, splicedTail, type ZipAddition, type ZipLayout } from './zip-splice.ts';

/**
 * The package is tens of MB: read in 256 KiB pieces instead of the default 64 KiB, a quarter of the
 * reads and writes through Fastify's stream for the same bytes, at 256 KiB of memory per download.
 */
const DOWNLOAD_CHUNK_BYTES = 256 * 1024;

/** What a download link's file route sends: its length, its ETag and any range of its bytes. */
export interface ServedBytes {
  size: number;
  etag: string;
  /** Bytes `start` to `end`, both included. */
  stream: (start: number, end: number) => Readable;
  /** SHA-256 of all of it, as the download page shows it. */
  sha256: () => Promise<string>;
}

/** The stored file as it is. */
export function storedBytes(file: LocalFile, sha256: string): ServedBytes {
  return {
    size: file.sizeBytes,
    etag: `"${sha256}"`,
    stream: (start, end) =>
      createReadStream(file.path, { start, end, highWaterMark: DOWNLOAD_CHUNK_BYTES }),
    sha256: async () => sha256,
  };
}

/**
 * A few layouts of stored zips (content-addressed, so one never changes) and the hashes of the
 * bytes they serve unchanged: a download reads neither again, only the splice is made per link.
 */
const layouts = new Map<string, Promise<ZipLayout>>();
const prefixHashes = new Map<string, Promise<Hash>>();
const KEPT = 4;

function remembered<T>(cache: Map<string, Promise<T>>, key: string, make: () => Promise<T>) {
  let value = cache.get(key);
  if (!value) {
    value = make();
    value.catch(() => cache.delete(key));
    cache.set(key, value);
    for (const old of cache.keys()) {
      if (cache.size <= KEPT) break;
      cache.delete(old);
    }
  }
  return value;
}

async function prefixHash(path: string, end: number): Promise<Hash> {
  const hash = createHash('sha256');
  if (end === 0) return hash;
  for await (const chunk of createReadStream(path, {
    end: end - 1,
    highWaterMark: DOWNLOAD_CHUNK_BYTES,
  })) {
    hash.update(chunk as Buffer);
  }
  return hash;
}

/** The stored zip with `additions` spliced in (zip-splice.ts). */
export async function splicedBytes(
  file: LocalFile,
  sha256: string,
  additions: readonly ZipAddition[],
): Promise<ServedBytes> {
  const layout = await remembered(layouts, sha256, () => readZipLayout(file.path, file.sizeBytes));
  const cut = layout.centralOffset;
  const tail = splicedTail(layout, additions);
  const tailHash = createHash('sha256').update(tail).digest('hex').slice(0, 16);
  return {
    size: cut + tail.length,
    etag: `"${sha256}-${tailHash}"`,
    stream: (start, end) => {
      async function* parts() {
        if (start < cut) {
          yield* createReadStream(file.path, {
            start,
            end: Math.min(end, cut - 1),
            highWaterMark: DOWNLOAD_CHUNK_BYTES,
          });
        }
        if (end >= cut) yield tail.subarray(Math.max(start, cut) - cut, end - cut + 1);
      }
      return Readable.from(parts(), { objectMode: false });
    },
    sha256: async () => {
      const prefix = await remembered(prefixHashes, sha256, () => prefixHash(file.path, cut));
      return prefix.copy().update(tail).digest('hex');
    },
  };
}
