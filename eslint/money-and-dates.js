/*
 * Money and dates, each written once (docs/money-and-dates.md). Cents become dollars only in
 * src/shared/money.ts (percentages, the other legitimate `* 100`, in src/shared/percent.ts); dates
 * are formatted only in src/shared/utc-dates.ts and src/client/lib/dates.ts. Tests may compute
 * what they expect freely.
 *
 * These are `no-restricted-syntax` blocks: ESLint replaces that rule's options per block rather
 * than merging them, so each allowed module gets a block listing what is still refused there. A
 * later block in eslint.config.js that sets `no-restricted-syntax` for src would switch these off.
 */

const hundred = (side) => `[${side}.type='Literal'][${side}.value=100]`;
const byHundred =
  'Cents and dollars meet only in src/shared/money.ts (percentages: src/shared/percent.ts).';

const hundreds = [
  { selector: `BinaryExpression[operator='/']${hundred('right')}`, message: byHundred },
  { selector: `BinaryExpression[operator='*']${hundred('right')}`, message: byHundred },
  { selector: `BinaryExpression[operator='*']${hundred('left')}`, message: byHundred },
  { selector: `AssignmentExpression[operator=/^[*/]=$/]${hundred('right')}`, message: byHundred },
];
const twoDecimals = [
  {
    selector: "CallExpression[callee.property.name='toFixed'][arguments.0.value=2]",
    message: 'Show money with formatUsd or centsToDecimal from src/shared/money.ts.',
  },
];

const intl = (name) =>
  `:matches(NewExpression, CallExpression)[callee.object.name='Intl'][callee.property.name='${name}']`;

const currency = [
  {
    selector: `${intl('NumberFormat')}:has(Property[key.name='currency'])`,
    message: 'Format prices with formatUsd or formatUsdShort from src/shared/money.ts.',
  },
];

const dateMessage =
  'Format dates in src/client/lib/dates.ts or src/shared/utc-dates.ts, where every time names its zone.';
const dates = [
  { selector: intl('DateTimeFormat'), message: dateMessage },
  {
    selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]',
    message: dateMessage,
  },
];

const refuse = (...groups) => ({ 'no-restricted-syntax': ['error', ...groups.flat()] });

export const moneyAndDates = [
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: refuse(hundreds, twoDecimals, currency, dates),
  },
  { files: ['src/shared/money.ts'], rules: refuse(dates) },
  { files: ['src/shared/percent.ts'], rules: refuse(twoDecimals, currency, dates) },
  {
    files: ['src/shared/utc-dates.ts', 'src/client/lib/dates.ts'],
    rules: refuse(hundreds, twoDecimals, currency),
  },
];
