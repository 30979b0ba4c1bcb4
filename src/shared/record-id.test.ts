import { describe, expect, it } from 'vitest';
import { RECORD_ID_MAX, recordIdField, recordIdText } from './record-id.ts';

const messages = { invalid: 'Not an id.', tooLarge: 'Too large.' };

describe('record ids', () => {
  it('stop at PostgreSQL integer’s largest value', () => {
    expect(RECORD_ID_MAX).toBe(2 ** 31 - 1);
  });

  it.each([
    ['1', 1],
    ['42', 42],
    ['2147483647', 2_147_483_647],
  ])('reads %s from a URL', (text, id) => {
    expect(recordIdText(messages).parse(text)).toBe(id);
  });

  it.each([
    ['2147483648', 'Too large.'],
    ['9999999999999999999', 'Too large.'],
    ['1e300', 'Too large.'],
    ['0', 'Not an id.'],
    ['-1', 'Not an id.'],
    ['1.5', 'Not an id.'],
    ['abc', 'Not an id.'],
    ['', 'Not an id.'],
  ])('refuses %j from a URL with one message', (text, message) => {
    const result = recordIdText(messages).safeParse(text);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });

  it('takes only numbers in a JSON body, within the same bounds', () => {
    const field = recordIdField(messages);
    expect(field.parse(RECORD_ID_MAX)).toBe(RECORD_ID_MAX);
    expect(field.safeParse(RECORD_ID_MAX + 1).error?.issues[0]?.message).toBe('Too large.');
    expect(field.safeParse(1e19).error?.issues[0]?.message).toBe('Too large.');
    expect(field.safeParse('5').error?.issues[0]?.message).toBe('Not an id.');
  });

  it('says what to do when no messages are given', () => {
    expect(recordIdText().safeParse('2147483648').error?.issues[0]?.message).toMatch(
      /no record with an id that large/,
    );
    expect(recordIdText().safeParse('x').error?.issues[0]?.message).toMatch(/whole number/);
  });
});
