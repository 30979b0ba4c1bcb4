import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build, type Rolldown } from 'vite';
import { isClientOnlyPath } from '../src/shared/site-routes.ts';
import { buildConstants } from './build-constants.ts';
import { reachedFrom } from './chunk-groups.ts';
import { chunkModulesManifest } from './chunk-modules-plugin.ts';
import { contentMarkdown } from './content-markdown-plugin.ts';
import { hydrateIslandsAfterPaint } from './defer-hydration.ts';
import {
  islandEntries,
  type IslandEntryName,
  loadsReactOnDemand,
  pageFile,
} from './island-pages.ts';
import { jitlessZodAlias } from './jitless-zod-alias.ts';

/**
 * Builds the island pages' entries (scripts/island-pages.ts) into `build/client/assets` and
 * points each prerendered page at its entry instead of React Router. Runs after
 * `react-router build`, before compression.
 *
 * Hydrated whole, a page needed React Router and every line of its text again as JavaScript,
 * and a slow phone spent seconds after the paint running it; its islands need React and their
 * own code.
 */
const clientDir = path.resolve('build/client');

/**
 * Per entry: its file, what it imports (both loaded after the paint), and the files it may load
 * later, when a visitor reaches an island that needs React (written to
 * `.vite/island-entries.json` for the budget test).
 */
type Entries = Record<IslandEntryName, { entry: string; imports: string[]; onDemand: string[] }>;

/**
 * The entries of public pages. Only what they reach goes into the shared `islands` chunk: a
 * client-only page's code (the checkout's, with what its lazily loaded Stripe form shares with
 * it) stays in chunks that page alone loads, as the budget test holds.
 */
const publicEntryFiles = new Set(
  Object.values(islandEntries)
    .filter(({ paths }) => !(paths() as string[]).some(isClientOnlyPath))
    .map(({ source }) => path.resolve(source)),
);

/**
 * The entries that load React on demand: what they import at once (the scheduler, the held
 * clicks) is a chunk of its own, `island-loader`, so that React DOM, in the `islands` chunk,
 * stays out of their first visit.
 */
const onDemandEntryFiles = new Set(
  (Object.keys(islandEntries) as IslandEntryName[])
    .filter(loadsReactOnDemand)
    .map((name) => path.resolve(islandEntries[name].source)),
);

type ModuleInfoOf = (id: string) => { dynamicallyImportedIds: readonly string[] } | null;

/**
 * The public entries and the island modules they import lazily (`pricing-islands.tsx`…, React's
 * part of a page that loads it on demand): what two of them share goes into `islands`, so React
 * DOM and the shared islands' code come in one file, cached from page to page.
 */
function islandRoots(moduleInfo: ModuleInfoOf): Set<string> {
  const lazy = [...publicEntryFiles].flatMap(
    (file) => moduleInfo(file)?.dynamicallyImportedIds ?? [],
  );
  return new Set([...publicEntryFiles, ...lazy]);
}

export async function buildIslands(): Promise<Entries> {
  let roots: Set<string> | undefined;
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    plugins: [contentMarkdown(), chunkModulesManifest('islands-chunk-modules.json')],
    define: buildConstants(process.env),
    resolve: {
      alias: [
        jitlessZodAlias,
        { find: /^react-router$/, replacement: path.resolve('src/client/islands/page-links.tsx') },
      ],
    },
    build: {
      outDir: clientDir,
      emptyOutDir: false,
      copyPublicDir: false,
      assetsInlineLimit: 0,
      rolldownOptions: {
        input: Object.fromEntries(
          Object.entries(islandEntries).map(([name, { source }]) => [name, path.resolve(source)]),
        ),
        output: {
          // One chunk for all the entries share (React DOM, the shell, the FAQ, the buy button,
          // the form): each page loads its small entry and that, two files, cached across pages.
          codeSplitting: {
            groups: [
              {
                name: (id, ctx) =>
                  reachedFrom(onDemandEntryFiles, id, (moduleId) => ctx.getModuleInfo(moduleId))
                    ? 'island-loader'
                    : null,
                minShareCount: 2,
                priority: 2,
              },
              {
                name: (id, ctx) => {
                  const moduleInfo = (moduleId: string) => ctx.getModuleInfo(moduleId);
                  roots ??= islandRoots(moduleInfo);
                  return reachedFrom(roots, id, moduleInfo) ? 'islands' : null;
                },
                minShareCount: 2,
                priority: 1,
              },
            ],
          },
          entryFileNames: 'assets/[name]-[hash].js',
          chunkFileNames: 'assets/[name]-[hash].js',
        },
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap((output) => output.output).filter((item) => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  /** The files and every file they import, in turn. */
  const withImports = (files: readonly string[], seen = new Set<string>()): Set<string> => {
    for (const file of files) {
      if (seen.has(file)) continue;
      seen.add(file);
      withImports(byFile.get(file)?.imports ?? [], seen);
    }
    return seen;
  };
  const entries: Partial<Entries> = {};
  for (const name of Object.keys(islandEntries) as IslandEntryName[]) {
    const entryChunk = chunks.find((chunk) => chunk.isEntry && chunk.name === name);
    if (!entryChunk) throw new Error(`The island build made no entry chunk for ${name}`);
    // An entry that hydrates at load imports its page's code in a later task of its own
    // (checkout-entry.tsx): loaded at once all the same, so preloaded with the entry.
    const atOnce = withImports([
      entryChunk.fileName,
      ...(loadsReactOnDemand(name) ? [] : entryChunk.dynamicImports),
    ]);
    // The entry's own `import()`s only: the loader chunk is shared, so its imports are no guide.
    const later = withImports(entryChunk.dynamicImports);
    entries[name] = {
      entry: `/${entryChunk.fileName}`,
      imports: [...atOnce].filter((file) => file !== entryChunk.fileName).map((file) => `/${file}`),
      onDemand: [...later].filter((file) => !atOnce.has(file)).map((file) => `/${file}`),
    };
  }
  return entries as Entries;
}

const built = await buildIslands();
await writeFile(path.join(clientDir, '.vite/island-entries.json'), JSON.stringify(built, null, 1));
for (const [name, { paths }] of Object.entries(islandEntries)) {
  const { entry, imports } = built[name as IslandEntryName];
  for (const pagePath of paths()) {
    const file = path.join(clientDir, pageFile(pagePath));
    await writeFile(file, hydrateIslandsAfterPaint(await readFile(file, 'utf8'), entry, imports));
  }
  console.log(`${name}: ${paths().length} page(s) load ${[entry, ...imports].join(', ')}`);
}
