import { describe, expect, it } from 'vitest';
import { asciiOnly } from './ascii-output-plugin.ts';

describe('asciiOnly', () => {
  it('escapes every unit past ASCII and leaves ASCII as it is', () => {
    expect(asciiOnly('a — b')).toBe('a \\u2014 b');
    expect(asciiOnly('plain `code`, "quotes" \\n')).toBe('plain `code`, "quotes" \\n');
  });

  it('means the same text inside strings, templates and regular expressions', () => {
    const source = "['café “quoted”', `→ ${'🎨'}`, /ü+/u.test('üü'), /🎨/u.test('🎨')]";
    const escaped = asciiOnly(source);
    expect(escaped).toMatch(/^[\x20-\x7e]*$/);
    expect(new Function(`return ${escaped}`)()).toEqual(new Function(`return ${source}`)());
  });
});
