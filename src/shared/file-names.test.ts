import { describe, expect, it } from 'vitest';
import { storedFileName } from './file-names.ts';
import { packageOwnFileName } from './products.ts';

describe('stored file names', () => {
  it('drop C0 and C1 control characters and DEL', () => {
    expect(storedFileName('be\u0007ll\u001b[31m.txt')).toBe('bell[31m.txt');
    expect(storedFileName('a\u0000b\u0085c\u009f\u007f.py')).toBe('abc.py');
    expect(storedFileName('tab\there\r\nnew.txt')).toBe('tabherenew.txt');
  });

  it('drop every bidi control, so a name reads as it is', () => {
    const bidi = [
      '\u061c',
      '\u200e',
      '\u200f',
      '\u202a',
      '\u202b',
      '\u202c',
      '\u202d',
      '\u202e',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
    ];
    for (const mark of bidi) expect(storedFileName(`inv${mark}oice.txt`)).toBe('invoice.txt');
    // "invoice‮txt.exe" would show as "invoiceexe.txt".
    expect(storedFileName('invoice\u202etxt.exe')).toBe('invoicetxt.exe');
  });

  it('drop other invisible characters and line separators, and the spaces around the name', () => {
    expect(storedFileName('  zero\u200bwidth\u2028\ufeff.txt \u00a0')).toBe('zerowidth.txt');
  });

  it('keep only the last part of a path, with either slash', () => {
    expect(storedFileName('../../bot.zip')).toBe('bot.zip');
    expect(storedFileName('C:\\Users\\ada\\bot.zip')).toBe('bot.zip');
  });

  it('keep letters of every language, composed the one way', () => {
    expect(storedFileName('stratégie-日本.py')).toBe('stratégie-日本.py');
    expect(storedFileName('cafe\u0301.txt')).toBe('caf\u00e9.txt');
  });

  it('can be empty when nothing visible was left', () => {
    expect(storedFileName('\u0007\u202e ')).toBe('');
  });
});

describe('names the package writes itself', () => {
  it('are found in any case, and only as whole names', () => {
    expect(packageOwnFileName('CHECKSUMS.txt')).toBe('CHECKSUMS.txt');
    expect(packageOwnFileName('checksums.TXT')).toBe('CHECKSUMS.txt');
    expect(packageOwnFileName('my-checksums.txt')).toBeUndefined();
    expect(packageOwnFileName('CHECKSUMS.txt.zip')).toBeUndefined();
  });
});
