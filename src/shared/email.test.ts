import { describe, expect, it } from 'vitest';
import { isSingleMailbox } from './email.ts';
import { emailAddressField } from './fields.ts';

const schema = emailAddressField({ required: 'Required.', invalid: 'Invalid.' });
const errors = (value: string) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('the email address rule', () => {
  it.each([
    'buyer@example.com',
    'first.last+shop@mail.example.co.uk',
    "o'brien@example.ie",
    `${'a'.repeat(64)}@example.com`,
  ])('accepts the single mailbox %s', (value) => {
    expect(isSingleMailbox(value)).toBe(true);
    expect(errors(`  ${value} `)).toEqual([]);
  });

  it.each([
    ['victim@example.com,attacker@evil.test'],
    ['victim@example.com;attacker@evil.test'],
    [Array.from({ length: 10 }, (_, i) => `p${i}@example.com`).join(',')],
  ])('refuses a list of addresses: %s', (value) => {
    expect(isSingleMailbox(value)).toBe(false);
    expect(errors(value)).toEqual(['Please enter one email address only.']);
  });

  it.each([
    'Ada <ada@example.com>',
    '"ada"@example.com',
    'ada@example.com (me)',
    'ada @example.com',
    'a\u0000b@b.co',
    'ada@exa\nmple.com',
    'ada@localhost',
    'ada@@example.com',
    '.ada@example.com',
    'ada..b@example.com',
    `${'a'.repeat(65)}@example.com`,
    `a@${'b'.repeat(250)}.com`,
  ])('refuses %j', (value) => {
    expect(isSingleMailbox(value)).toBe(false);
    expect(errors(value)).toEqual(['Invalid.']);
  });

  it('says so when the field is empty', () => {
    expect(errors('  ')).toEqual(['Required.']);
  });
});
