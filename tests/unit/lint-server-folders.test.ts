import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { serverFolders } from '../../eslint/server-layers.js';
import { lintFixture } from './lint-fixture.ts';

// The project's own lint config, run on code at paths inside the real server folders. If a rule
// is switched off or stops resolving paths, these fail.
async function problemsFor(filePath: string, code: string) {
  return (await lintFixture(filePath, code)).map((message) => ({
    rule: message.ruleId ?? message.message,
    message: message.message,
  }));
}

const rulesFor = async (filePath: string, code: string) =>
  (await problemsFor(filePath, code)).map((problem) => problem.rule);

describe('shop/server-folder-charters', () => {
  it('refuses an import from a folder outside the charter, quoting the charter', async () => {
    const problems = await problemsFor(
      'src/server/orders/fixture.ts',
      "import { queueArtDelivery } from '../art/art-delivery.ts';\nexport const x = queueArtDelivery;\n",
    );
    expect(problems.map((problem) => problem.rule)).toEqual(['shop/server-folder-charters']);
    expect(problems[0]?.message).toContain('src/server/orders must not import from src/server/art');
    expect(problems[0]?.message).toContain(serverFolders.orders?.owns);
  });

  it('refuses production code importing test support, and a folder without a charter', async () => {
    expect(
      await rulesFor(
        'src/server/art/fixture.ts',
        "import { TEST_PNG } from '../testing/art-test-edition.ts';\nexport const x = TEST_PNG;\n",
      ),
    ).toContain('shop/server-folder-charters');
    expect(await rulesFor('src/server/newfolder/fixture.ts', 'export const x = 1;\n')).toContain(
      'shop/server-folder-charters',
    );
  });

  it('lets a file import its charter, its own folder and src/shared; a test also testing/', async () => {
    expect(
      await rulesFor(
        'src/server/orders/fixture.ts',
        [
          "import type { Db } from '../db/client.ts';",
          "import { siteConfig } from '../../shared/site-config.ts';",
          "import { itemName } from './item-names.ts';",
          'export const x: [Db | null, unknown, unknown] = [null, siteConfig, itemName];',
          '',
        ].join('\n'),
      ),
    ).toEqual([]);
    expect(
      await rulesFor(
        'src/server/orders/fixture.test.ts',
        "import { useTestApp } from '../testing/test-app.ts';\nexport const x = useTestApp;\n",
      ),
    ).toEqual([]);
  });

  it('has a charter for every server folder, and the charters form no cycle', () => {
    const folders = readdirSync('src/server', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(Object.keys(serverFolders).sort()).toEqual(['.', 'shared', ...folders].sort());

    const charters = serverFolders;
    const reaches = (from: string, to: string, seen = new Set<string>()): boolean =>
      (charters[from]?.imports ?? []).some(
        (next) => next === to || (!seen.has(next) && reaches(next, to, seen.add(next))),
      );
    for (const area of Object.keys(charters)) expect(reaches(area, area), area).toBe(false);
  });
});

describe('shop/no-import-cycles', () => {
  it('refuses a file importing one that imports it back', async () => {
    const problems = await problemsFor(
      'src/shared/art-display.ts',
      "import { ArtRaritySchema } from './art.ts';\nexport const x = ArtRaritySchema;\n",
    );
    expect(problems.map((problem) => problem.rule)).toEqual(['shop/no-import-cycles']);
    expect(problems[0]?.message).toContain(
      'src/shared/art-display.ts → src/shared/art.ts → src/shared/art-display.ts',
    );
  });

  it('refuses a cycle through other files and folders, anywhere in the tree', async () => {
    expect(
      await rulesFor(
        'src/server/db/client.ts',
        "import { ShopFigures } from '../metrics/shop-figures.ts';\nexport const x = ShopFigures;\n",
      ),
    ).toContain('shop/no-import-cycles');
  });

  it('lets a file import what does not lead back to it', async () => {
    expect(
      await rulesFor(
        'src/shared/art-display.ts',
        "import { textField } from './fields.ts';\nexport const x = textField;\n",
      ),
    ).toEqual([]);
  });
});
