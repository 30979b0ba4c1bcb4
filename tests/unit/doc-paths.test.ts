import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { namedPaths, proseOf, repositoryFiles, scannedFiles } from './named-paths.ts';

// A comment or doc that names a file sends a newcomer to it: it must be there, under that name.
const root = path.resolve(import.meta.dirname, '../..');

/** Folders the shop writes as it runs or builds: what a comment says of them cannot be checked. */
const producedAtRunTime = ['build/', 'data/', 'reports/'];

/** File names that are named on purpose without existing here. */
const namedOnPurpose = new Set([
  // React Router's optional server entry: the docs say why the app has none.
  'entry.server.tsx',
  // The README's example of a blog article someone adds.
  'risk-basics.md',
]);

const files = scannedFiles(root);
const prose = files.map((file) => ({
  file,
  parts: proseOf(file, readFileSync(path.join(root, file), 'utf8')),
}));
const everyName = new Set(repositoryFiles(root).map((file) => path.basename(file)));
const named = prose.flatMap(({ file, parts }) => namedPaths(file, parts));

describe('the paths the comments and docs name', () => {
  it('finds what it checks: comments, docs and Markdown links', () => {
    // Guards the scan itself: a regression that found nothing would pass everything.
    expect(files).toContain('README.md');
    expect(files).toContain(path.join('src', 'shared', 'site-config.ts'));
    expect(named.length).toBeGreaterThan(200);
    expect(named.some((entry) => entry.file.endsWith('.md') && entry.named.startsWith('../'))).toBe(
      true,
    );
  });

  it('every path a comment or doc names exists', () => {
    const missing = named
      .filter((entry) => entry.kind === 'path')
      .filter((entry) => !producedAtRunTime.some((folder) => entry.target.startsWith(folder)))
      .filter((entry) => !existsSync(path.join(root, entry.target)))
      .map((entry) => `${entry.file}: ${entry.named}`);
    expect(missing).toEqual([]);
  });

  it('every file a comment or doc names alone is a file of the repository', () => {
    const unknown = named
      .filter((entry) => entry.kind === 'file name')
      .filter((entry) => !everyName.has(entry.target) && !namedOnPurpose.has(entry.target))
      .map((entry) => `${entry.file}: ${entry.named}`);
    expect(unknown).toEqual([]);
  });

  it('no comment or doc sends the reader to a document outside the repository', () => {
    // The product rules the code follows are in docs/ (docs/product-rules.md first); a comment
    // citing a specification kept elsewhere, or only an issue's number, explains nothing to
    // someone who has only the repository.
    const outside = /site-spec|shared\/spec|decisions\.md|\bspec\b(?![.-]\w)/i;
    const issueOnly = /\bissues? #?\d+/i;
    const citing = prose.flatMap(({ file, parts }) =>
      parts
        .filter((part) => outside.test(part) || (!file.endsWith('.md') && issueOnly.test(part)))
        .map((part) => `${file}: ${part.match(outside)?.[0] ?? part.match(issueOnly)?.[0]}`),
    );
    expect(citing).toEqual([]);
  });
});
