import { describe, expect, it } from 'vitest';
import { ruleIdsFor } from './lint-fixture.ts';

// The project's own lint config, run on code that breaks a boundary, at paths inside the real
// layers. If a rule is switched off or its patterns stop matching, these fail.

describe('the linter keeps the layers apart', () => {
  it('refuses a feature importing from another feature, at any depth of relative path', async () => {
    expect(
      await ruleIdsFor(
        'src/client/features/home/fixture.tsx',
        "import { ArticleGrid } from '../blog/article-grid.tsx';\nexport const x = ArticleGrid;\n",
      ),
    ).toContain('shop/no-cross-feature-imports');
    expect(
      await ruleIdsFor(
        'src/client/features/pricing/deep/fixture.ts',
        "export { getCheckoutStatus } from '../../checkout/api/get-checkout-status.ts';\n",
      ),
    ).toContain('shop/no-cross-feature-imports');
  });

  it('lets a feature import its own files and the shared client layers', async () => {
    expect(
      await ruleIdsFor(
        'src/client/features/home/fixture.tsx',
        [
          "import { ArticleCard } from '../../components/article-card.tsx';",
          "import { Hero } from './hero.tsx';",
          'export const x = [ArticleCard, Hero];',
          '',
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it('refuses the client importing the server, and the server the client', async () => {
    expect(
      await ruleIdsFor(
        'src/client/features/home/fixture.ts',
        "import { loadConfig } from '../../../server/config.ts';\nexport const x = loadConfig;\n",
      ),
    ).toContain('no-restricted-imports');
    expect(
      await ruleIdsFor(
        'src/server/orders/fixture.ts',
        "import { toast } from '../../client/toast/toast-store.ts';\nexport const x = toast;\n",
      ),
    ).toContain('no-restricted-imports');
  });
});
