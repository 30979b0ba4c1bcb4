import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { ContentEncoding } from './content-encoding.ts';

/** One file of the built front end, as the site serves it. */
export interface BuiltFile {
  /** Its path below the build folder, with `/` separators ('index.html', 'assets/x.js'). */
  name: string;
  contentType: string;
  /** Weak, from the size and time of the plain file: one validator for all its encodings. */
  etag: string;
  /** Which precompressed copies the build wrote beside it. */
  has: { br: boolean; gzip: boolean };
  /**
   * Its bytes in one encoding. Read on first use, then kept in memory: the build does not change
   * while it is served, so no request stats or opens a file again.
   */
  body(encoding: ContentEncoding): Promise<Buffer>;
  /** Its bytes in one encoding if they were read already, so a hot path need not wait. */
  loaded(encoding: ContentEncoding): Buffer | undefined;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

const COMPRESSED_COPY = /\.(br|gz)$/;
/** Build bookkeeping such as `.vite/manifest.json` is not part of the site. */
const HIDDEN = /(^|\/)\./;

/** Every file of the built front end by its URL path ('/', '/features', '/assets/x.js'). */
export async function indexBuiltFiles(clientDir: string): Promise<Map<string, BuiltFile>> {
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  const names = new Set(
    entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(clientDir, path.join(entry.parentPath, entry.name)))
      .map((name) => name.split(path.sep).join('/'))
      .filter((name) => !HIDDEN.test(name)),
  );
  const files = new Map<string, BuiltFile>();
  await Promise.all(
    [...names]
      .filter((name) => !COMPRESSED_COPY.test(name))
      .map(async (name) => {
        const file = await builtFile(clientDir, name, {
          br: names.has(`${name}.br`),
          gzip: names.has(`${name}.gz`),
        });
        for (const urlPath of urlPathsOf(name)) files.set(urlPath, file);
      }),
  );
  return files;
}

/** 'features/index.html' answers at /features, /features/ and its own name. */
function urlPathsOf(name: string): string[] {
  if (name === 'index.html') return ['/', '/index.html'];
  if (name.endsWith('/index.html')) {
    const folder = `/${name.slice(0, -'/index.html'.length)}`;
    return [folder, `${folder}/`, `/${name}`];
  }
  return [`/${name}`];
}

async function builtFile(
  clientDir: string,
  name: string,
  has: BuiltFile['has'],
): Promise<BuiltFile> {
  const fullPath = path.join(clientDir, ...name.split('/'));
  const { size, mtimeMs } = await stat(fullPath);
  const suffix: Record<ContentEncoding, string> = { identity: '', br: '.br', gzip: '.gz' };
  const bodies = new Map<ContentEncoding, Promise<Buffer>>();
  const loaded = new Map<ContentEncoding, Buffer>();
  return {
    name,
    contentType: CONTENT_TYPES[path.extname(name)] ?? 'application/octet-stream',
    etag: `W/"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}"`,
    has,
    body(encoding) {
      let body = bodies.get(encoding);
      if (!body) {
        body = readFile(fullPath + suffix[encoding]);
        body.then(
          (bytes) => loaded.set(encoding, bytes),
          // A failed read (the build replaced under a running server) is tried again next time.
          () => bodies.delete(encoding),
        );
        bodies.set(encoding, body);
      }
      return body;
    },
    loaded: (encoding) => loaded.get(encoding),
  };
}
