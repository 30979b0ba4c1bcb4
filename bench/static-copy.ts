import { cp, mkdir, rm, writeFile } from 'node:fs/promises';
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

/** Where the copy of `pagePath` lives inside the copy's folder: `/faq` → `faq/index.html`. */
export function copyFileOf(pagePath: string): string {
  const folder = pagePath.replace(/^\/+|\/+$/g, '');
  return folder === '' ? 'index.html' : `${folder}/index.html`;
}

/**
 * Writes the static copy of each benched page into `dir`: the build's files (so the same CSS,
 * font and images answer) with each page's HTML, as the shop served it, replaced by its
 * script-free copy, brotli like the shop sends it. Each page is then measured beside its own copy.
 */
export async function writeStaticCopies(
  clientDir: string,
  dir: string,
  pages: readonly { path: string; html: string }[],
): Promise<void> {
  await cp(clientDir, dir, { recursive: true });
  for (const page of pages) {
    const file = path.join(dir, copyFileOf(page.path));
    const html = withoutScripts(page.html);
    const brotli = brotliCompressSync(html, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    });
    await mkdir(path.dirname(file), { recursive: true });
    await Promise.all([
      writeFile(file, html),
      writeFile(`${file}.br`, brotli),
      rm(`${file}.gz`, { force: true }),
    ]);
  }
}
