import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './csv.ts';

describe('csvField', () => {
  it('leaves plain text and numbers alone', () => {
    expect(csvField('buyer@example.com')).toBe('buyer@example.com');
    expect(csvField(149)).toBe('149');
    expect(csvField(-5)).toBe('-5');
  });

  it.each(['=HYPERLINK("http://evil.example")', '+1+1', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd'])(
    'defuses a formula: %j',
    (value) => {
      const field = csvField(value);
      expect(field.replace(/^"/, '').startsWith("'")).toBe(true);
    },
  );

  it('quotes commas, quotes and line breaks', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('=1,2')).toBe(`"'=1,2"`);
  });
});

describe('toCsv', () => {
  it('writes a header and rows with CRLF', () => {
    expect(toCsv(['a', 'b'], [['x', 1]])).toBe('a,b\r\nx,1\r\n');
  });
});
