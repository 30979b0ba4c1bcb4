import { describe, expect, it } from 'vitest';
import { artSlug, freeSlug } from './art-slug.ts';

describe('art piece slugs', () => {
  it.each([
    ['Nebula Genesis', 'nebula-genesis'],
    ['  Aurora  CROWN!! ', 'aurora-crown'],
    ['Crème Brûlée', 'creme-brulee'],
    ['No. 7 / Blue', 'no-7-blue'],
    ['夜空', 'artwork'],
    ['---', 'artwork'],
    [`${'a'.repeat(59)} b`, 'a'.repeat(59)],
  ])('%j → %j', (name, slug) => {
    expect(artSlug(name)).toBe(slug);
  });

  it('takes the first free of base, base-2, base-3, …', () => {
    expect(freeSlug('aurora', new Set())).toBe('aurora');
    expect(freeSlug('aurora', new Set(['aurora']))).toBe('aurora-2');
    expect(freeSlug('aurora', new Set(['aurora', 'aurora-2', 'aurora-3']))).toBe('aurora-4');
  });

  it('never gives a word that is a page of its own under the store', () => {
    expect(freeSlug('verify', new Set())).toBe('verify-2');
  });
});
