import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build, type Rolldown } from 'vite';
import { buildConstants } from './build-constants.ts';
import { chunkModulesManifest } from './chunk-modules-plugin.ts';
import { contentMarkdown } from './content-markdown-plugin.ts';
import { hydrateIslandsAfterPaint } from './defer-hydration.ts';
import { jitlessZodAlias } from './jitless-zod-alias.ts';

/**
 * Builds the home page's islands (src/client/islands/home-entry.tsx) into `build/client/assets`
 * and points the prerendered home page at them instead of React Router. Runs after
 * `react-router build`, before compression.
 *
 * The home page is the first page most visitors see. Hydrated whole it needed React Router and
 * every line of its text again as JavaScript, 154 KB gzip; its islands need React and their own
 * code. A link on it loads the next page, which hydrates in full and navigates inside the site.
 */
const clientDir = path.resolve('build/client');
const entry = path.resolve('src/client/islands/home-entry.tsx');

export async function buildIslands(): Promise<{ entry: string; imports: string[] }> {
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
        input: { 'home-islands': entry },
        output: {
          entryFileNames: 'assets/[name]-[hash].js',
          chunkFileNames: 'assets/[name]-[hash].js',
        },
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap((output) => output.output).filter((item) => item.type === 'chunk');
  const entryChunk = chunks.find((chunk) => chunk.isEntry);
  if (!entryChunk) throw new Error('The island build made no entry chunk');
  return {
    entry: `/${entryChunk.fileName}`,
    imports: entryChunk.imports.map((file) => `/${file}`),
  };
}

const homePage = path.join(clientDir, 'index.html');
const islands = await buildIslands();
await writeFile(
  homePage,
  hydrateIslandsAfterPaint(await readFile(homePage, 'utf8'), islands.entry, islands.imports),
);
console.log(`home page islands: ${[islands.entry, ...islands.imports].join(', ')}`);
