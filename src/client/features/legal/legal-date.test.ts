import { describe, expect, it } from 'vitest';
import { toIsoDate } from './legal-date.ts';

describe('toIsoDate', () => {
  it('reads the display date of a legal page', () => {
    expect(toIsoDate('22 November 2026')).toBe('2026-11-22');
    expect(toIsoDate('3 march 2025')).toBe('2025-03-03');
  });

  it('gives up on anything else', () => {
    expect(toIsoDate('November 22, 2026')).toBeUndefined();
    expect(toIsoDate('40 May 2026')).toBeUndefined();
    expect(toIsoDate('1 Smarch 2026')).toBeUndefined();
  });
});
