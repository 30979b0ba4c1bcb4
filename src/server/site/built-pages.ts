import path from 'node:path';
import { blogNotFoundPaths, notFoundPageFor, notFoundPath } from '../../shared/site-routes.ts';
import { inlineScriptHashes } from '../http/csp.ts';
import type { BuiltFile } from './built-files.ts';

/** The prerendered pages among the built files. */
export interface BuiltPages {
  /** Each page's inline-script hashes, for its Content-Security-Policy. */
  scriptHashes: Map<BuiltFile, string[]>;
  /** The not-found page for a path (the site's, or the blog's own), sent with 404. */
  notFoundFor(pathname: string): BuiltFile;
  /** The not-found pages' own paths, which answer 404 too. */
  notFoundPaths: string[];
  spaShell: BuiltFile;
  /**
   * Every prerendered page's path ('/', '/pricing', …) that may be indexed: the sitemap. Not-found
   * pages and pages that say `noindex` (the demo's loading screen) are left out.
   */
  pagePaths: string[];
}

export class FrontEndNotBuiltError extends Error {
  override name = 'FrontEndNotBuiltError';
}

const SPA_SHELL = '/__spa-fallback.html';
const NOINDEX = /<meta name="robots" content="[^"]*noindex/;

export async function loadBuiltPages(
  clientDir: string,
  files: Map<string, BuiltFile>,
): Promise<BuiltPages> {
  const siteNotFound = files.get(notFoundPath);
  const spaShell = files.get(SPA_SHELL);
  if (!siteNotFound || !spaShell) {
    throw new FrontEndNotBuiltError(
      `The front end is not built (no ${path.relative(process.cwd(), path.join(clientDir, notFoundPath, 'index.html'))}). ` +
        'Run `npm run build` first; `npm start` does both.',
    );
  }
  const pages = new Set([...files.values()].filter((file) => file.name.endsWith('.html')));
  const scriptHashes = new Map<BuiltFile, string[]>();
  const notIndexed = new Set<BuiltFile>();
  await Promise.all(
    [...pages].map(async (page) => {
      const html = (await page.body('identity')).toString('utf8');
      scriptHashes.set(page, inlineScriptHashes(html));
      if (NOINDEX.test(html)) notIndexed.add(page);
    }),
  );
  const notFoundPaths = [notFoundPath, ...Object.values(blogNotFoundPaths)].filter((pagePath) =>
    files.has(pagePath),
  );
  const notFoundNames = new Set(notFoundPaths.map((pagePath) => files.get(pagePath)?.name));
  return {
    scriptHashes,
    notFoundFor: (pathname) => files.get(notFoundPageFor(pathname)) ?? siteNotFound,
    notFoundPaths,
    spaShell,
    pagePaths: [...pages]
      .filter((page) => page.name.endsWith('index.html') && !notFoundNames.has(page.name))
      .filter((page) => !notIndexed.has(page))
      .map((page) => `/${page.name.slice(0, -'index.html'.length)}`)
      .map((pagePath) => (pagePath === '/' ? '/' : pagePath.replace(/\/$/, '')))
      .sort(),
  };
}
