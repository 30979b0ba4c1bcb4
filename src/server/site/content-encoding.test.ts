import { describe, expect, it } from 'vitest';
import { preferredEncoding } from './content-encoding.ts';

const both = { br: true, gzip: true };

describe('preferredEncoding', () => {
  it('prefers brotli, then gzip, then the plain bytes', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd', both)).toBe('br');
    expect(preferredEncoding('gzip, deflate', both)).toBe('gzip');
    expect(preferredEncoding('deflate', both)).toBe('identity');
    expect(preferredEncoding(undefined, both)).toBe('identity');
  });

  it('sends only what the build wrote', () => {
    expect(preferredEncoding('br, gzip', { br: false, gzip: true })).toBe('gzip');
    expect(preferredEncoding('br, gzip', { br: false, gzip: false })).toBe('identity');
  });

  it('honours a refusal with q=0 and a wildcard', () => {
    expect(preferredEncoding('br;q=0, gzip', both)).toBe('gzip');
    expect(preferredEncoding('BR ; q=0.5', both)).toBe('br');
    expect(preferredEncoding('*', both)).toBe('br');
    expect(preferredEncoding('*, br;q=0', both)).toBe('gzip');
  });
});
