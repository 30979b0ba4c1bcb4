import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readmeSection, serverFoldersList } from '../../eslint/server-folders-readme.js';

describe("the README's list of server folders", () => {
  it('is the one generated from the charters (node eslint/server-folders-readme.js)', () => {
    expect(readmeSection(readFileSync('README.md', 'utf8'))).toEqual(serverFoldersList());
  });
});
