import { describe, expect, it } from 'vitest';
import { ruleIdsFor as ruleIdsAt } from './lint-fixture.ts';

// The project's own lint config, on a form at a path inside the client. If the rule is switched
// off or stops matching, these fail.
const RULE = 'shop-fields/no-literal-length';

const ruleIdsFor = (code: string) => ruleIdsAt('src/client/features/contact/fixture.tsx', code);

const form = (attributes: string, imports = '') =>
  `${imports}export const Field = () => <input ${attributes} />;\n`;

describe('the linter keeps field limits in the shared schemas', () => {
  it.each([
    'maxLength={100}',
    'maxLength="100"',
    'minLength={12}',
    'maxLength={`254`}',
    'maxLength={5_000}',
  ])('refuses a written limit: %s', async (attribute) => {
    expect(await ruleIdsFor(form(attribute))).toContain(RULE);
  });

  it('accepts a limit taken from src/shared', async () => {
    expect(
      await ruleIdsFor(
        form(
          'maxLength={contactMaxLength.message} minLength={EMAIL_MAX_LENGTH}',
          [
            "import { contactMaxLength } from '../../../shared/contact-limits.ts';",
            "import { EMAIL_MAX_LENGTH } from '../../../shared/email.ts';",
            '',
          ].join('\n'),
        ),
      ),
    ).toEqual([]);
  });
});
