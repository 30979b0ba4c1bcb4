import { describe, expect, it } from 'vitest';
import { ruleIdsFor } from './lint-fixture.ts';

// The project's own lint config on fixtures at paths inside the real layers: if the rule is
// switched off, or stops matching strings or templates, these fail.
const RULE = 'api-paths/no-literal-api-paths';

describe('the linter keeps API paths in one table', () => {
  it('refuses an /api/ string in the client and an /api/ template in the server', async () => {
    expect(
      await ruleIdsFor(
        'src/client/features/contact/fixture.ts',
        "export const send = () => fetch('/api/contact');\n",
      ),
    ).toContain(RULE);
    expect(
      await ruleIdsFor(
        'src/server/orders/fixture.ts',
        'export const url = (id: number) => `/api/admin/orders/${id}/refund`;\n',
      ),
    ).toContain(RULE);
  });

  it('lets code use the table, and tests spell out the contract', async () => {
    expect(
      await ruleIdsFor(
        'src/client/features/contact/fixture.ts',
        [
          "import { apiPath } from '../../../shared/api-paths.ts';",
          "export const send = () => fetch(apiPath('contact'));",
          '',
        ].join('\n'),
      ),
    ).toEqual([]);
    expect(
      await ruleIdsFor(
        'src/server/contact/fixture.test.ts',
        "export const url = '/api/contact';\n",
      ),
    ).toEqual([]);
  });
});
