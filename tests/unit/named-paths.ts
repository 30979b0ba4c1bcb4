import { readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/*
 * Finds the paths the project's comments and docs name, so a test can prove each one exists. Only
 * comments count in code: a string in code is checked by the code that uses it (imports by the
 * typecheck, fixtures by their tests), and test fixtures name files on purpose that never exist.
 */

/** Folders the shop's own text lives in, and the files at the root that talk about it. */
const scannedFolders = ['src', 'scripts', 'tests', 'bench', 'eslint', 'docs'];
const scannedRootFile = /^(README\.md|eslint\.config\.js|[\w-]+\.config\.ts)$/;
const textFile = /\.(ts|tsx|js|mjs|mts|md|css)$/;

/** Folders no one writes by hand (dependencies, outputs, caches): never scanned or listed. */
const generatedFolders = new Set([
  'node_modules',
  '.git',
  'build',
  'data',
  'reports',
  'screenshots',
  '.react-router',
  'test-results',
  'playwright-report',
]);

export interface NamedPath {
  /** The file that names it, relative to the repository. */
  file: string;
  /** The token as written. */
  named: string;
  /** What it must be, relative to the repository: a path, or (for a bare file name) a name. */
  kind: 'path' | 'file name';
  target: string;
}

function walk(root: string, folder: string, keep: (file: string) => boolean): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(folder, entry.name);
    if (entry.isDirectory()) {
      return generatedFolders.has(entry.name) || entry.name.startsWith('.e2e-')
        ? []
        : walk(root, relative, keep);
    }
    return keep(relative) ? [relative] : [];
  });
}

/** Every file of the repository a person wrote, for bare file names to be looked up in. */
export function repositoryFiles(root: string): string[] {
  return walk(root, '', () => true);
}

/** The files whose comments and docs are checked. */
export function scannedFiles(root: string): string[] {
  const rootFiles = readdirSync(root).filter((name) => scannedRootFile.test(name));
  return [
    ...rootFiles,
    ...scannedFolders.flatMap((folder) => walk(root, folder, (file) => textFile.test(file))),
  ];
}

/** A Markdown file's whole text; a code file's comments, one string each. */
export function proseOf(file: string, text: string): string[] {
  if (file.endsWith('.md')) return [text];
  if (file.endsWith('.css')) return text.match(/\/\*[\s\S]*?\*\//g) ?? [];
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const comments = new Map<number, string>();
  const visit = (node: ts.Node): void => {
    const ranges = [
      ...(ts.getLeadingCommentRanges(text, node.pos) ?? []),
      ...(ts.getTrailingCommentRanges(text, node.end) ?? []),
    ];
    for (const range of ranges) comments.set(range.pos, text.slice(range.pos, range.end));
    node.getChildren(source).forEach(visit);
  };
  visit(source);
  return [...comments.values()];
}

// A path from the repository's root: `src/server/shop.ts`, `docs/decisions/`, `tests/e2e/*.spec.ts`.
const rootedPath =
  /(?<![\w./@$-])(?:src|scripts|tests|bench|eslint|docs|public|build|data|reports)\/[\w./@$*{}[\]…-]*/g;
// A link in Markdown: `[text](../order-lifecycle.md#states)`.
const markdownLink = /\]\(([^)\s]+)\)/g;
// A file named alone: `home-islands.tsx`, `usage-rights.md`.
const bareFileName = /(?<![\w./@$-])[\w-]+(?:\.[\w-]+)*\.(?:tsx?|mts|mjs|md|css|sql)(?![\w/])/g;

/** Characters that make a token a pattern (a glob, a template, an elided part), not one path. */
const patternMark = /[*{}[\]$…]/;

/**
 * Where a pattern's fixed part ends: `src/client/features/demo/${name}` must at least have
 * `src/client/features/demo/`, and `src/**\/*.test.ts` its `src/`.
 */
function fixedPart(token: string): string {
  const mark = token.search(patternMark);
  return mark < 0 ? token : token.slice(0, token.lastIndexOf('/', mark) + 1);
}

/** The paths named in a file's prose (its `proseOf`). */
export function namedPaths(file: string, proseParts: readonly string[]): NamedPath[] {
  const found: NamedPath[] = [];
  for (const prose of proseParts) {
    for (const [token] of prose.matchAll(rootedPath)) {
      const named = token.replace(/\.+$/, '');
      found.push({ file, named, kind: 'path', target: fixedPart(named) });
    }
    for (const [token] of prose.matchAll(bareFileName)) {
      found.push({ file, named: token, kind: 'file name', target: token });
    }
    if (!file.endsWith('.md')) continue;
    for (const [, link] of prose.matchAll(markdownLink)) {
      // Addresses, anchors, site paths (`/blog/…`) and placeholders filled at build (`{link}`).
      if (!link || /^([a-z]+:|#|\/|\{)/.test(link)) continue;
      const relative = link.replace(/#.*$/, '');
      const target = path.normalize(path.join(path.dirname(file), fixedPart(relative)));
      found.push({ file, named: link, kind: 'path', target });
    }
  }
  return found;
}
