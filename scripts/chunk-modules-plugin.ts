import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Writes `build/client/.vite/<fileName>` (`chunk-modules.json` for the pages, another name for
 * the home page's islands, built apart): for every JS chunk of the browser build, the source
 * modules inside it. React Router's manifest says which chunks a page loads; this says
 * what is in them, so a test can prove a public page carries no admin code. Dot folders are not
 * served.
 */
export function chunkModulesManifest(fileName = 'chunk-modules.json'): Plugin {
  return {
    name: 'chunk-modules-manifest',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      const root = process.cwd();
      const chunks: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[`/${output.fileName}`] = output.moduleIds.map((id) =>
          path.relative(root, id.replace(/\?.*$/, '')).split(path.sep).join('/'),
        );
      }
      this.emitFile({
        type: 'asset',
        fileName: `.vite/${fileName}`,
        source: JSON.stringify(chunks, null, 1),
      });
    },
  };
}
