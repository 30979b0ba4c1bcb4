import { readFileSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { deferHydration, type StaticImports } from './defer-hydration.ts';

/** Applies `deferHydration` to every HTML page of the built front end, in place. */
export async function deferBuiltHydration(clientDir: string): Promise<void> {
  const staticImports = builtStaticImports(clientDir);
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const html = await readFile(file, 'utf8');
    const deferred = deferHydration(html, staticImports);
    if (deferred !== html) await writeFile(file, deferred);
  }
}

/** The static imports of the built modules, read from their files once each. */
function builtStaticImports(clientDir: string): StaticImports {
  const known = new Map<string, readonly string[]>();
  return (url) => {
    let imports = known.get(url);
    if (!imports) {
      const source = readFileSync(path.join(clientDir, new URL(url, 'http://x').pathname), 'utf8');
      imports = staticImportsOf(source, url);
      known.set(url, imports);
    }
    return imports;
  };
}

// `import{a as b}from"./x.js"`, `import"./x.js"`, `export{a}from"./x.js"`, as the bundler writes
// them; `import("./x.js")` is a dynamic import and is not matched.
const STATIC_IMPORT = /\b(?:from|import)\s*["'](\.{1,2}\/[^"']+)["']/g;

/** The URLs a built module at `url` imports statically (its relative imports, resolved). */
export function staticImportsOf(source: string, url: string): string[] {
  const base = new URL(url, 'http://x');
  return [...source.matchAll(STATIC_IMPORT)].map(
    (match) => new URL(match[1] as string, base).pathname,
  );
}
