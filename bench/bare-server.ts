/**
 * The yardstick: a bare `node:http` server with nothing between the socket and the bytes.
 *
 *   node --import tsx bench/bare-server.ts <port> <folder> [<file to stream at /download>]
 *
 * Every file of <folder> is read into memory once and sent as it is, or its `.br` sibling when
 * the client accepts brotli. `/download` streams one file with `createReadStream`, as the simplest
 * file server would. Run as a process of its own, so it never shares a CPU queue with the client.
 */
import { createReadStream } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
};

async function readFolder(root: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set(`/${path.relative(root, file).split(path.sep).join('/')}`, await readFile(file));
  }
  return files;
}

const [portText, root, streamedFile] = process.argv.slice(2);
if (!portText || !root) throw new Error('usage: bare-server.ts <port> <folder> [file]');
const files = await readFolder(path.resolve(root));
const streamedBytes = streamedFile ? (await stat(streamedFile)).size : 0;

createServer((request, response) => {
  const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://bare').pathname);
  if (streamedFile && pathname === '/download') {
    response.writeHead(200, {
      'content-type': 'application/zip',
      'content-length': streamedBytes,
    });
    createReadStream(streamedFile).pipe(response);
    return;
  }
  const name = [pathname, `${pathname.replace(/\/$/, '')}/index.html`].find((candidate) =>
    files.has(candidate),
  );
  if (!name) {
    response.writeHead(404).end();
    return;
  }
  const brotli = files.get(`${name}.br`);
  const useBrotli = brotli !== undefined && /\bbr\b/.test(request.headers['accept-encoding'] ?? '');
  const body = useBrotli ? brotli : files.get(name)!;
  response.writeHead(200, {
    'content-type': TYPES[path.extname(name)] ?? 'application/octet-stream',
    'content-length': body.length,
    ...(useBrotli ? { 'content-encoding': 'br', vary: 'accept-encoding' } : {}),
  });
  response.end(body);
}).listen(Number(portText), '127.0.0.1');
