import path from 'node:path';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import type { Rolldown } from 'vite';
import routes from '../src/client/routes.ts';
import { ART_PIECE_PAGE_PATH, isClientOnlyPath } from '../src/shared/site-routes.ts';

/**
 * How the browser build is cut into chunks. Left to itself the bundler makes one chunk per set of
 * routes sharing a module: the home page preloaded 54 files, 34 of them under 1.5 KB, and a slow
 * phone waits on each. Instead a public page loads the framework (React, React Router), `site`
 * (what the shell and the home page share with other pages), the root route and its own route;
 * other public pages add `pages` (what they share that the home page does not use). Code only
 * client-only pages use (checkout, payments, demo charts, admin) joins neither: a module is in
 * them only when a public route or the root reaches it through static imports.
 */
export function chunkGroups(appDirectory: string): Rolldown.CodeSplittingOptions {
  const file = (route: { file: string }) => path.resolve(appDirectory, route.file);
  const allRoutes = flatten(routes);
  const publicRoutes = new Set(
    allRoutes.filter((route) => !madeInTheBrowser(samplePath(route.path))).map(file),
  );
  publicRoutes.add(file({ file: 'root.tsx' }));
  const firstVisit = new Set([
    file({ file: 'root.tsx' }),
    ...allRoutes.filter((route) => route.index && !route.path).map(file),
  ]);

  return {
    groups: [
      { name: 'framework', test: FRAMEWORK, priority: 3 },
      // Modules of one route only stay in that route's chunk (minShareCount).
      { name: group('site', firstVisit), minShareCount: 2, priority: 2 },
      { name: group('pages', publicRoutes), minShareCount: 2, priority: 1 },
    ],
  };

  function group(
    chunkName: string,
    entries: ReadonlySet<string>,
  ): Rolldown.CodeSplittingGroup['name'] {
    return (id, ctx) => (reachedFrom(entries, id, (m) => ctx.getModuleInfo(m)) ? chunkName : null);
  }
}

/** Pages no build prerenders: what only they use stays out of the public pages' chunks. */
const madeInTheBrowser = (pagePath: string) =>
  isClientOnlyPath(pagePath) || ART_PIECE_PAGE_PATH.test(pagePath);

/** React, React Router and the bundler's own runtime: loaded by every page, changed rarely. */
const FRAMEWORK =
  /^\0rolldown\/runtime\.js$|[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/;

type ModuleInfoLookup = (id: string) => { importers: readonly string[] } | null;

/** True when one of the entry files reaches the module through static imports alone. */
export function reachedFrom(
  entries: ReadonlySet<string>,
  id: string,
  moduleInfo: ModuleInfoLookup,
  seen = new Set<string>(),
): boolean {
  const withoutQuery = (moduleId: string) => moduleId.replace(/\?.*$/, '');
  if (entries.has(withoutQuery(id))) return false; // a route is an entry: it is its own chunk
  seen.add(id);
  return (moduleInfo(id)?.importers ?? []).some(
    (importer) =>
      entries.has(withoutQuery(importer)) ||
      (!seen.has(importer) && reachedFrom(entries, importer, moduleInfo, seen)),
  );
}

function flatten(entries: readonly RouteConfigEntry[]): RouteConfigEntry[] {
  return entries.flatMap((entry) => [entry, ...flatten(entry.children ?? [])]);
}

/** A concrete URL for a route pattern (`admin/orders/:id` → `/admin/orders/1`). */
function samplePath(pattern = ''): string {
  return '/' + pattern.replace(/:[^/]+/g, '1');
}
