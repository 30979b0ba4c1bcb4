import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { blogNotFoundPaths, notFoundPageFor, notFoundPath } from '../../shared/site-routes.ts';
import { inlineScriptHashes } from '../http/csp.ts';

export interface BuiltPage {
  html: Buffer;
  scriptHashes: string[];
}

/** The prerendered pages of the built front end, read once at start-up. */
export interface BuiltPages {
  /** Script hashes by absolute file path, for the CSP of each page the static handler serves. */
  scriptHashesFor(filePath: string): string[];
  /** The not-found page for a path (the site's, or the blog's own), sent with 404. */
  notFoundFor(pathname: string): BuiltPage;
  spaShell: BuiltPage;
  /** Every prerendered page's path ('/', '/pricing', …), not-found page excluded: the sitemap. */
  pagePaths: string[];
}

export class FrontEndNotBuiltError extends Error {
  override name = 'FrontEndNotBuiltError';
}

export async function loadBuiltPages(clientDir: string): Promise<BuiltPages> {
  const fileFor = (pagePath: string) => path.join(clientDir, ...pagePath.split('/'), 'index.html');
  const notFoundFile = fileFor(notFoundPath);
  const spaShellFile = path.join(clientDir, '__spa-fallback.html');
  if (!existsSync(notFoundFile) || !existsSync(spaShellFile)) {
    throw new FrontEndNotBuiltError(
      `The front end is not built (no ${path.relative(process.cwd(), notFoundFile)}). ` +
        'Run `npm run build` first; `npm start` does both.',
    );
  }

  const hashes = new Map<string, string[]>();
  const htmlFiles = await listHtmlFiles(clientDir);
  for (const file of htmlFiles) {
    hashes.set(file, inlineScriptHashes(await readFile(file, 'utf8')));
  }
  const page = async (file: string): Promise<BuiltPage> => ({
    html: await readFile(file),
    scriptHashes: hashes.get(file) ?? [],
  });

  const notFoundPages = new Map<string, BuiltPage>();
  for (const pagePath of [notFoundPath, ...Object.values(blogNotFoundPaths)]) {
    if (existsSync(fileFor(pagePath))) notFoundPages.set(pagePath, await page(fileFor(pagePath)));
  }
  const siteNotFound = notFoundPages.get(notFoundPath) as BuiltPage;
  const notFoundFiles = new Set([...notFoundPages.keys()].map(fileFor));

  return {
    scriptHashesFor: (filePath) => hashes.get(filePath.replace(/\.(br|gz)$/, '')) ?? [],
    notFoundFor: (pathname) => notFoundPages.get(notFoundPageFor(pathname)) ?? siteNotFound,
    pagePaths: htmlFiles
      .filter((file) => file.endsWith(`${path.sep}index.html`) && !notFoundFiles.has(file))
      .map((file) => '/' + path.relative(clientDir, path.dirname(file)).split(path.sep).join('/'))
      .map((pagePath) => (pagePath === '/' ? '/' : pagePath.replace(/\/$/, '')))
      .sort(),
    spaShell: await page(spaShellFile),
  };
}

async function listHtmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}
