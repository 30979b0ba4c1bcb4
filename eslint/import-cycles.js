import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { importVisitors, resolveImport } from './import-paths.js';

/** Each file's resolved relative imports, kept while the file is unchanged on disk. */
const importsCache = new Map();

function importsOf(file) {
  const { mtimeMs } = statSync(file);
  const cached = importsCache.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.imports;
  // preProcessFile lists a module's specifiers without type-checking it: fast enough for every file.
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  const imports = importedFiles
    .map(({ fileName }) => resolveImport(file, fileName))
    .filter((target) => target !== undefined);
  importsCache.set(file, { mtimeMs, imports });
  return imports;
}

/** A chain of imports from `start` back to `file`, if there is one (depth first, each file once). */
function pathBack(start, file) {
  const seen = new Set();
  const walk = (current) => {
    if (current === file) return [current];
    if (seen.has(current)) return undefined;
    seen.add(current);
    for (const next of importsOf(current)) {
      const rest = walk(next);
      if (rest) return [current, ...rest];
    }
    return undefined;
  };
  return walk(start);
}

/**
 * `shop/no-import-cycles`: no file reaches itself through relative imports (type imports
 * included: they tie the files together just the same). Reported on the import that closes the
 * cycle, with the whole chain, so either end can be moved to a lower file.
 */
export const noImportCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'Files must not import each other, directly or through others.' },
    schema: [],
    messages: {
      cycle: 'Import cycle: {{chain}}. Move what both need to a lower file, or pass it in.',
    },
  },
  create(context) {
    const file = context.physicalFilename;
    if (!path.isAbsolute(file)) return {};
    const relative = (target) => path.relative(context.cwd, target);
    return importVisitors((source) => {
      const target = resolveImport(file, source.value);
      if (!target || target === file) return;
      const chain = pathBack(target, file);
      if (chain) {
        context.report({
          node: source,
          messageId: 'cycle',
          data: { chain: [file, ...chain].map(relative).join(' → ') },
        });
      }
    });
  },
};
