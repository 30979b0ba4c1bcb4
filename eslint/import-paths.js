import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs'];

const isFile = (file) => existsSync(file) && statSync(file).isFile();

/**
 * The file a relative import names, as the bundlers and tsx find it: the path as written, then
 * with an extension, then a folder's index. Undefined for packages and for paths that do not exist.
 */
export function resolveImport(fromFile, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const target = path.resolve(path.dirname(fromFile), specifier);
  const candidates = [
    target,
    ...EXTENSIONS.map((extension) => target + extension),
    ...EXTENSIONS.map((extension) => path.join(target, `index${extension}`)),
  ];
  return candidates.find(isFile);
}

/** Calls `check` with every module specifier a file's code names (imports, re-exports, import()). */
export function importVisitors(check) {
  const visit = (node) => {
    if (node.source && typeof node.source.value === 'string') check(node.source);
  };
  return {
    ImportDeclaration: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
    ImportExpression: visit,
  };
}
