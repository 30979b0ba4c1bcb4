import { describe, expect, it } from 'vitest';
import { artStatus } from './art.ts';
import { shownArtStatus, statusContradiction } from './art-status.ts';

describe('the status a piece shows', () => {
  it('reads sold out whenever no edition is left, whatever the owner set', () => {
    expect(shownArtStatus('live', 0)).toBe('sold-out');
    expect(shownArtStatus('almost-gone', 0)).toBe('sold-out');
    expect(shownArtStatus('sold-out', 0)).toBe('sold-out');
  });

  it('keeps the given status while editions are left', () => {
    expect(shownArtStatus('live', 1)).toBe('live');
    expect(shownArtStatus('almost-gone', 5)).toBe('almost-gone');
    // The owner may take a piece off sale with editions left: it then reads (and is) sold out.
    expect(shownArtStatus('sold-out', 4)).toBe('sold-out');
  });

  it('a hand-set Live or Almost gone with nothing left shows Sold out', () => {
    expect(artStatus({ remainingSupply: 0, almostGoneAt: 3, statusOverride: 'live' })).toBe(
      'sold-out',
    );
    expect(artStatus({ remainingSupply: 0, almostGoneAt: 3, statusOverride: 'almost-gone' })).toBe(
      'sold-out',
    );
    expect(artStatus({ remainingSupply: 2, almostGoneAt: 3, statusOverride: 'live' })).toBe('live');
  });

  it('follows supply without a hand-set status', () => {
    const follows = (remainingSupply: number) =>
      artStatus({ remainingSupply, almostGoneAt: 3, statusOverride: null });
    expect([follows(0), follows(3), follows(4)]).toEqual(['sold-out', 'almost-gone', 'live']);
  });
});

describe('a hand-set status that contradicts the supply', () => {
  it('warns about Live or Almost gone with no edition left', () => {
    expect(statusContradiction('live', 0)).toBe(
      'You set this piece to Live, but no editions are left, so the store shows it as Sold out. Add editions or let the status follow supply.',
    );
    expect(statusContradiction('almost-gone', 0)).toContain('You set this piece to Almost gone');
  });

  it('warns about Sold out with editions left', () => {
    expect(statusContradiction('sold-out', 2)).toBe(
      'You set this piece to Sold out, but 2 editions are left: nobody can buy them. Set it to Live or let the status follow supply to sell them.',
    );
    expect(statusContradiction('sold-out', 1)).toContain('but 1 edition is left');
  });

  it('says nothing when the status agrees with the supply, or follows it', () => {
    expect(statusContradiction('live', 3)).toBeUndefined();
    expect(statusContradiction('almost-gone', 1)).toBeUndefined();
    expect(statusContradiction('sold-out', 0)).toBeUndefined();
    expect(statusContradiction(null, 0)).toBeUndefined();
    expect(statusContradiction(null, 7)).toBeUndefined();
  });
});
