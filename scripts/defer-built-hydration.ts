import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { deferHydration } from './defer-hydration.ts';

/** Applies `deferHydration` to every HTML page of the built front end, in place. */
export async function deferBuiltHydration(clientDir: string): Promise<void> {
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const html = await readFile(file, 'utf8');
    const deferred = deferHydration(html);
    if (deferred !== html) await writeFile(file, deferred);
  }
}
