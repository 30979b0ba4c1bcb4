import { describe, expect, it } from 'vitest';
import { formatSize } from './delivery-format.ts';

describe('delivery formats', () => {
  it('gives sizes in the unit a person reads', () => {
    expect(formatSize(900)).toBe('900 bytes');
    expect(formatSize(2048)).toBe('2.0 KB');
    expect(formatSize(5 * 1024 * 1024 + 1)).toBe('5.0 MB');
  });
});
