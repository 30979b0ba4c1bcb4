import path from 'node:path';
import { blogPaths } from '../src/client/content/blog/paths.ts';

/**
 * The pages whose first visit hydrates islands only
 * (docs/decisions/0014-islands-hydrate-when-seen-or-touched.md), and the entry each loads (one
 * per set of islands, in src/client/islands/). A page listed here loads React and its islands' code,
 * not React Router nor its static sections; its links load their page in full. Every other
 * page hydrates whole through React Router. A page belongs here when everything a visitor can
 * use on it is inside an `<Island>` (tests/unit/page-islands.test.ts checks each page's islands
 * against its built HTML).
 */
export const islandEntries = {
  // These four load React only when a visitor reaches an island that needs it (onDemand:
  // docs/decisions/0016-react-loaded-when-a-visitor-reaches-it.md).
  'home-islands': {
    source: 'src/client/islands/home-entry.tsx',
    paths: () => ['/'],
    onDemand: true,
  },
  'pricing-islands': {
    source: 'src/client/islands/pricing-entry.tsx',
    paths: () => ['/pricing'],
    onDemand: true,
  },
  'faq-islands': {
    source: 'src/client/islands/faq-entry.tsx',
    paths: () => ['/faq'],
    onDemand: true,
  },
  // A client-only page: what only it uses stays out of the shared chunk (scripts/build-islands.ts).
  'checkout-islands': {
    source: 'src/client/islands/checkout-entry.tsx',
    paths: () => ['/checkout'],
  },
  // The pages whose own content is links and text: only the shell's header and toaster.
  'shell-islands': {
    source: 'src/client/islands/shell-entry.tsx',
    paths: () => ['/features', '/blog', ...blogPaths()],
    onDemand: true,
  },
} as const;

export type IslandEntryName = keyof typeof islandEntries;

/** Whether the entry loads React only when a visitor reaches an island that needs it. */
export const loadsReactOnDemand = (name: IslandEntryName): boolean =>
  'onDemand' in islandEntries[name] && islandEntries[name].onDemand === true;

/** The prerendered file of a page: `/` → `index.html`, `/faq` → `faq/index.html`. */
export function pageFile(pagePath: string): string {
  return path.join(pagePath.slice(1), 'index.html');
}

/** Which entry a page loads, or null when it hydrates whole. */
export function islandEntryOf(pagePath: string): IslandEntryName | null {
  for (const [name, { paths }] of Object.entries(islandEntries)) {
    if ((paths() as string[]).includes(pagePath)) return name as IslandEntryName;
  }
  return null;
}
