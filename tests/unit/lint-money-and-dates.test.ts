import { describe, expect, it } from 'vitest';
import { lintFixture } from './lint-fixture.ts';

// The project's own lint config on fixtures at real paths: if the money and date rules are
// switched off, overridden by a later block, or their selectors stop matching, these fail.
async function messagesFor(filePath: string, code: string): Promise<string[]> {
  return (await lintFixture(filePath, code))
    .filter((message) => message.ruleId === 'no-restricted-syntax' || message.ruleId === null)
    .map((message) => message.message);
}

const handWrittenMoney = [
  'export const dollars = (cents: number) => cents / 100;',
  'export const cents = (dollars: number) => Math.round(dollars * 100);',
  'export const alsoCents = (dollars: number) => 100 * dollars;',
  'export const text = (dollars: number) => dollars.toFixed(2);',
  "export const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });",
  '',
].join('\n');

const handWrittenDates = [
  "export const a = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });",
  'export const b = (date: Date) => date.toLocaleString();',
  'export const c = (date: Date) => date.toLocaleDateString();',
  'export const d = (date: Date) => date.toLocaleTimeString();',
  '',
].join('\n');

describe('the linter keeps money and dates in their modules', () => {
  it.each([
    'src/server/orders/fixture.ts',
    'src/client/features/checkout/fixture.tsx',
    'src/shared/fixture.ts',
    'src/backtest/fixture.ts',
  ])('refuses hand-written cents↔dollars in %s', async (filePath) => {
    const messages = await messagesFor(filePath, handWrittenMoney);
    expect(messages).toHaveLength(5);
    expect(messages[0]).toContain('src/shared/money.ts');
  });

  it.each(['src/server/mail/fixture.ts', 'src/client/features/admin/fixture.tsx'])(
    'refuses date formatters in %s',
    async (filePath) => {
      const messages = await messagesFor(filePath, handWrittenDates);
      expect(messages).toHaveLength(4);
      expect(messages[0]).toContain('src/client/lib/dates.ts or src/shared/utc-dates.ts');
    },
  );

  it('lets each module do its one job, and only that', async () => {
    expect(await messagesFor('src/shared/money.ts', handWrittenMoney)).toEqual([]);
    expect(await messagesFor('src/shared/money.ts', handWrittenDates)).toHaveLength(4);
    expect(await messagesFor('src/shared/utc-dates.ts', handWrittenDates)).toEqual([]);
    expect(await messagesFor('src/client/lib/dates.ts', handWrittenDates)).toEqual([]);
    expect(await messagesFor('src/client/lib/dates.ts', handWrittenMoney)).toHaveLength(5);
    // Percentages may multiply by 100; they may not format prices.
    expect(await messagesFor('src/shared/percent.ts', handWrittenMoney)).toHaveLength(2);
  });

  it('leaves tests free to work out what they expect', async () => {
    expect(await messagesFor('src/server/orders/fixture.test.ts', handWrittenMoney)).toEqual([]);
  });

  it('lets other numbers be formatted: only prices and dates have a home', async () => {
    const code = [
      'export const share = (a: number, b: number) => a / b;',
      'export const oneDecimal = (value: number) => value.toFixed(1);',
      "export const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });",
      '',
    ].join('\n');
    expect(await messagesFor('src/client/features/demo/fixture.ts', code)).toEqual([]);
  });
});
