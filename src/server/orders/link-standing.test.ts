import { describe, expect, it } from 'vitest';
import { grantWorks, linkStanding } from './grants.ts';

const now = new Date('2026-11-26T12:00:00Z');
const link = (
  changes: Partial<{
    revokedAt: Date | null;
    expiresAt: Date;
    downloadsUsed: number;
    maxDownloads: number;
  }> = {},
) => ({
  revokedAt: null,
  expiresAt: new Date('2026-11-28T12:00:00Z'),
  downloadsUsed: 0,
  maxDownloads: 3,
  ...changes,
});

describe('linkStanding, the one check of whether a link works', () => {
  it('works while it is live, before its deadline, with downloads left', () => {
    expect(linkStanding(link({ downloadsUsed: 2 }), now)).toBe('works');
    expect(grantWorks(link({ downloadsUsed: 2 }), now)).toBe(true);
  });

  it('is expired at its deadline to the millisecond, and after', () => {
    expect(linkStanding(link({ expiresAt: now }), now)).toBe('expired');
    expect(linkStanding(link({ expiresAt: new Date(now.getTime() + 1) }), now)).toBe('works');
  });

  it('is exhausted once its last download is used', () => {
    expect(linkStanding(link({ downloadsUsed: 3 }), now)).toBe('exhausted');
    expect(grantWorks(link({ downloadsUsed: 3 }), now)).toBe(false);
  });

  it('says revoked first: a link the shop ended is ended, whatever else is true of it', () => {
    const ended = link({ revokedAt: now, expiresAt: now, downloadsUsed: 3 });
    expect(linkStanding(ended, now)).toBe('revoked');
    // Expiry is checked before the count, as the download page always told it.
    expect(linkStanding(link({ expiresAt: now, downloadsUsed: 3 }), now)).toBe('expired');
  });
});
