import { ESLint, type Linter } from 'eslint';

// The project's own lint config, as `npm run lint` loads it: the lint tests run it on fixtures at
// paths inside the real layers, so a rule switched off, overridden or no longer matching fails them.
const eslint = new ESLint();

/** What lint says of `code` as if it were the file at `filePath` (which need not exist). */
export async function lintFixture(filePath: string, code: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result?.messages ?? [];
}

/** The rules `code` breaks at `filePath` (a parse error gives its message instead). */
export async function ruleIdsFor(filePath: string, code: string): Promise<string[]> {
  return (await lintFixture(filePath, code)).map((message) => message.ruleId ?? message.message);
}
