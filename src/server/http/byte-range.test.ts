import { describe, expect, it } from 'vitest';
import { parseByteRange, rangeStillApplies } from './byte-range.ts';

describe('byte ranges', () => {
  it('serves the whole file without a usable Range header', () => {
    for (const header of [undefined, '', 'bytes=-', 'items=0-5', 'bytes=0-5,10-20', 'bytes=0-']) {
      expect(parseByteRange(header, 100)).toEqual({ kind: 'whole' });
    }
    expect(parseByteRange('bytes=0-99', 100)).toEqual({ kind: 'whole' });
  });

  it('resumes from an offset, to the end or to a bound', () => {
    expect(parseByteRange('bytes=50-', 100)).toEqual({ kind: 'part', start: 50, end: 99 });
    expect(parseByteRange('bytes=10-19', 100)).toEqual({ kind: 'part', start: 10, end: 19 });
    expect(parseByteRange('bytes=90-500', 100)).toEqual({ kind: 'part', start: 90, end: 99 });
    expect(parseByteRange('bytes=-10', 100)).toEqual({ kind: 'part', start: 90, end: 99 });
  });

  it('refuses ranges outside the file', () => {
    expect(parseByteRange('bytes=100-', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(parseByteRange('bytes=20-10', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(parseByteRange('bytes=-0', 100)).toEqual({ kind: 'unsatisfiable' });
  });

  it('honours a range only for the version the client holds', () => {
    expect(rangeStillApplies(undefined, '"abc"')).toBe(true);
    expect(rangeStillApplies('"abc"', '"abc"')).toBe(true);
    expect(rangeStillApplies('"old"', '"abc"')).toBe(false);
    expect(rangeStillApplies('Wed, 21 Oct 2015 07:28:00 GMT', '"abc"')).toBe(false);
  });
});
