import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { constants, gzipSync } from 'node:zlib';

export interface LoadedScript {
  url: string;
  transferSize: number;
}

const gzipped = new Map<string, Promise<number | null>>();

async function gzipSizeOf(file: string): Promise<number | null> {
  try {
    const content = await readFile(file);
    return gzipSync(content, { level: constants.Z_BEST_COMPRESSION }).length;
  } catch {
    return null;
  }
}

/**
 * The scripts a page loaded, weighed gzipped (level 9) from the build: the home page's budget is
 * in gzip, while the shop sends brotli. A script that is not in the build (another site's)
 * counts what crossed the network.
 */
export async function jsGzipBytes(
  scripts: LoadedScript[],
  build: { clientDir: string; origin: string },
): Promise<number> {
  const root = path.resolve(build.clientDir) + path.sep;
  const sizes = await Promise.all(
    scripts.map(async (script) => {
      const url = new URL(script.url);
      const file = path.join(root, decodeURIComponent(url.pathname));
      if (url.origin !== build.origin || !file.startsWith(root)) return script.transferSize;
      let size = gzipped.get(file);
      if (!size) {
        size = gzipSizeOf(file);
        gzipped.set(file, size);
      }
      return (await size) ?? script.transferSize;
    }),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
}
