import { cp, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'esbuild';

/** `new URL('./file', import.meta.url)`: a file the server reads at run time, beside its module. */
const BESIDE_MODULE = /new URL\(\s*(['"])(\.\/[^'"]+)\1\s*,\s*import\.meta\.url\s*\)/g;

/**
 * The server reads a few files found beside its source modules (SQL migrations, the common
 * password list, the usage-rights text). Once bundled, `import.meta.url` is the bundle's, so each
 * such file is copied beside the bundle under its own name. Two different files with one name
 * would collide there: the build stops rather than ship the wrong one.
 */
export function serverAssetsPlugin(): Plugin {
  return {
    name: 'server-assets',
    setup(build) {
      const assets = new Map<string, string>();
      build.onStart(() => {
        assets.clear();
      });
      build.onLoad({ filter: /\.ts$/ }, async (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const contents = await readFile(args.path, 'utf8');
        for (const match of contents.matchAll(BESIDE_MODULE)) {
          const relative = match[2] as string;
          const name = path.basename(relative);
          const file = path.resolve(path.dirname(args.path), relative);
          const earlier = assets.get(name);
          if (earlier && earlier !== file) {
            return {
              errors: [{ text: `${name} is read beside two modules: ${earlier}, ${file}` }],
            };
          }
          assets.set(name, file);
        }
        return { contents, loader: 'ts' };
      });
      build.onEnd(async (result) => {
        const { outdir, write } = build.initialOptions;
        if (!outdir || write === false || result.errors.length > 0) return;
        for (const [name, file] of assets) {
          await cp(file, path.join(outdir, name), { recursive: true });
        }
      });
    },
  };
}
