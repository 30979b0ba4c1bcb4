import { readFileSync } from 'node:fs';
import type { BuildOptions } from 'esbuild';
import { asciiOutputPlugin } from './ascii-output-plugin.ts';
import { serverAssetsPlugin } from './server-assets-plugin.ts';

/** Where `npm run build` writes the compiled server; `npm run serve` runs `server.js` from it. */
export const serverOutDir = 'build/server';

/**
 * The packages production installs (`dependencies`): native or WebAssembly code that cannot be
 * bundled (PGlite, sharp, argon2), large libraries loaded only by the feature that uses them
 * (Stripe, mail, PDFs, zips, drivers, Redis, metrics), and two React Router's build reads.
 */
export function runtimePackages(): string[] {
  const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as {
    dependencies: Record<string, string>;
  };
  return Object.keys(manifest.dependencies);
}

/**
 * Bundled CommonJS (Fastify and its plugins) calls `require` for Node's own modules, which an ES
 * module does not have; this gives each output file one.
 */
const REQUIRE_IN_ESM =
  "import { createRequire } from 'node:module';\nconst require = createRequire(import.meta.url);";

/**
 * The server and the operator CLIs (which production needs too), compiled to plain JavaScript so
 * production runs without a TypeScript loader. Everything else they import (Fastify, zod,
 * Drizzle) is compiled in: loading a few files instead of some six hundred is most of a second
 * of start-up on a slow machine. Modules imported with `import()` become chunks of their own, so
 * what loads on demand still does. `npm install --omit=dev` provides the runtime packages.
 */
export function serverBuildOptions(outdir = serverOutDir): BuildOptions {
  return {
    entryPoints: {
      server: 'src/server/server.ts',
      admin: 'scripts/admin.ts',
      products: 'scripts/products.ts',
      backup: 'scripts/backup.ts',
      restore: 'scripts/restore.ts',
    },
    outdir,
    bundle: true,
    splitting: true,
    // Beside the entries: modules find their files (migrations, word lists) beside themselves.
    chunkNames: '[name]-[hash]',
    external: runtimePackages(),
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    banner: { js: REQUIRE_IN_ESM },
    // Readable stack traces in production logs without shipping source maps.
    minify: false,
    legalComments: 'none',
    logLevel: 'warning',
    metafile: true,
    plugins: [serverAssetsPlugin(), asciiOutputPlugin()],
  };
}
