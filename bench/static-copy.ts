import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

// Every element that runs code or fetches it. Data blocks (JSON-LD) stay: they run nothing and
// are part of the bytes the real page sends.
const SCRIPT_ELEMENT = /<script\b([^>]*)>[\s\S]*?<\/script\s*>/gi;
const DATA_BLOCK_TYPE = /\btype\s*=\s*["']?application\/(ld\+)?json\b/i;
const SCRIPT_PRELOAD = /<link\b[^>]*\brel\s*=\s*["']?(modulepreload|preload)\b[^>]*>/gi;
const PRELOADS_SCRIPT = /\brel\s*=\s*["']?modulepreload\b|\bas\s*=\s*["']?script\b/i;

/**
 * The page as it would be with no JavaScript at all: the same markup, styles and font, with
 * every script and script preload removed. What the real page spends over this copy is the cost
 * of its scripts.
 */
export function withoutScripts(html: string): string {
  return html
    .replace(SCRIPT_ELEMENT, (element, attributes: string) =>
      DATA_BLOCK_TYPE.test(attributes) ? element : '',
    )
    .replace(SCRIPT_PRELOAD, (link) => (PRELOADS_SCRIPT.test(link) ? '' : link));
}

/**
 * Writes the static copy of the built home page into `dir`: the build's files (so the same CSS,
 * font and images answer) with `index.html` replaced by its script-free copy, brotli like the
 * shop sends it.
 */
export async function writeStaticCopy(clientDir: string, dir: string): Promise<void> {
  await cp(clientDir, dir, { recursive: true });
  const html = withoutScripts(await readFile(path.join(clientDir, 'index.html'), 'utf8'));
  const brotli = brotliCompressSync(html, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
  });
  await Promise.all([
    writeFile(path.join(dir, 'index.html'), html),
    writeFile(path.join(dir, 'index.html.br'), brotli),
    rm(path.join(dir, 'index.html.gz'), { force: true }),
  ]);
}
