import { describe, expect, it } from 'vitest';
import { textField } from './fields.ts';
import { hasForbiddenCharacters } from './text.ts';

describe('text fields', () => {
  const name = textField({ label: 'Name', max: 10 });
  const message = textField({
    label: 'Message',
    max: 100,
    multiline: true,
    requiredMessage: 'Please write a message.',
  });

  it('refuses NUL and other control characters, naming the field', () => {
    for (const bad of ['a\u0000b', 'a\u0007', 'a\u001b[31m', 'a\u007f', 'a\u0085']) {
      const result = name.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toMatch(/^Name contains characters we can't accept/);
    }
  });

  it('allows line breaks and tabs only in multi-line fields', () => {
    expect(message.safeParse('Hello,\r\n\tthanks').success).toBe(true);
    expect(name.safeParse('Ada\nLovelace').success).toBe(false);
    expect(hasForbiddenCharacters('a\u0000b', { multiline: true })).toBe(true);
  });

  it('trims, requires and bounds', () => {
    expect(message.safeParse('   ').error?.issues[0]?.message).toBe('Please write a message.');
    expect(name.safeParse(' Ada ').data).toBe('Ada');
    expect(name.safeParse('x'.repeat(11)).error?.issues[0]?.message).toBe(
      'Name can be at most 10 characters.',
    );
    expect(name.safeParse('Zoë Ørsted').success).toBe(true);
  });
});
