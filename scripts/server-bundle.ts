import type { BuildOptions } from 'esbuild';
import { serverAssetsPlugin } from './server-assets-plugin.ts';

/** Where `npm run build` writes the compiled server; `npm run serve` runs `server.js` from it. */
export const serverOutDir = 'build/server';

/**
 * The server and the operator CLIs (which production needs too), compiled to plain JavaScript so
 * production runs without a TypeScript loader. npm packages stay external: `npm install
 * --omit=dev` provides them, and native ones (sharp, argon2, PGlite's WASM) must not be bundled.
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
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    // Readable stack traces in production logs without shipping source maps.
    minify: false,
    legalComments: 'none',
    logLevel: 'warning',
    metafile: true,
    plugins: [serverAssetsPlugin()],
  };
}
