/**
 * The yardstick: a bare `node:http` server with nothing between the socket and the bytes.
 *
 *   node --import tsx bench/bare-server.ts <port> <folder> [<file to stream at /download>]
 *
 * Every file of <folder> is read into memory once and sent as it is, or its `.br` sibling when
 * the client accepts brotli. A file with a `<name>.headers.json` beside it is sent with those
 * headers (the shop's own, captured: its security headers are part of every answer, so the same
 * bytes go over the wire and only the work per request differs); under `/lean/` the same file goes
 * with only the headers a browser needs, to show what the shop's headers cost. `/download` streams
 * one file with `createReadStream`, as the simplest file server would. Run as a process of its
 * own, so it never shares a CPU queue with the client.
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
const LEAN = '/lean';

/** The captured headers for a file, as a flat list, or none. */
function capturedHeaders(name: string): string[] | undefined {
  const json = files.get(`${name}.headers.json`);
  if (!json) return undefined;
  return Object.entries(JSON.parse(json.toString('utf8')) as Record<string, string>).flat();
}
const captured = new Map([...files.keys()].map((name) => [name, capturedHeaders(name)]));

createServer((request, response) => {
  let pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://bare').pathname);
  const lean = pathname.startsWith(`${LEAN}/`);
  if (lean) pathname = pathname.slice(LEAN.length);
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
  const sent = useBrotli ? `${name}.br` : name;
  const body = files.get(sent)!;
  const headers = lean ? undefined : captured.get(sent);
  if (headers) {
    response.writeHead(200, [...headers, 'content-length', String(body.length)]);
  } else {
    response.writeHead(200, {
      'content-type': TYPES[path.extname(name)] ?? 'application/octet-stream',
      'content-length': body.length,
      ...(useBrotli ? { 'content-encoding': 'br', vary: 'accept-encoding' } : {}),
    });
  }
  response.end(body);
}).listen(Number(portText), '127.0.0.1');
