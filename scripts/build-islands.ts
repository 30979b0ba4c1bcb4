import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build, type Rolldown } from 'vite';
import { isClientOnlyPath } from '../src/shared/site-routes.ts';
import { buildConstants } from './build-constants.ts';
import { reachedFrom } from './chunk-groups.ts';
import { chunkModulesManifest } from './chunk-modules-plugin.ts';
import { contentMarkdown } from './content-markdown-plugin.ts';
import { hydrateIslandsAfterPaint } from './defer-hydration.ts';
import { islandEntries, type IslandEntryName, pageFile } from './island-pages.ts';
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

type Entries = Record<IslandEntryName, { entry: string; imports: string[] }>;

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

export async function buildIslands(): Promise<Entries> {
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
                  reachedFrom(publicEntryFiles, id, (moduleId) => ctx.getModuleInfo(moduleId))
                    ? 'islands'
                    : null,
                minShareCount: 2,
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
  const entries: Partial<Entries> = {};
  for (const name of Object.keys(islandEntries) as IslandEntryName[]) {
    const entryChunk = chunks.find((chunk) => chunk.isEntry && chunk.name === name);
    if (!entryChunk) throw new Error(`The island build made no entry chunk for ${name}`);
    entries[name] = {
      entry: `/${entryChunk.fileName}`,
      imports: entryChunk.imports.map((file) => `/${file}`),
    };
  }
  return entries as Entries;
}

const built = await buildIslands();
for (const [name, { paths }] of Object.entries(islandEntries)) {
  const { entry, imports } = built[name as IslandEntryName];
  for (const pagePath of paths()) {
    const file = path.join(clientDir, pageFile(pagePath));
    await writeFile(file, hydrateIslandsAfterPaint(await readFile(file, 'utf8'), entry, imports));
  }
  console.log(`${name}: ${paths().length} page(s) load ${[entry, ...imports].join(', ')}`);
}
