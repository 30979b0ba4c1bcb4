import { describe, expect, it } from 'vitest';
import { FRESH_LINK_TERMS, linkTerms } from './link-terms.ts';
import { commerce } from './site-config.ts';

describe('link terms', () => {
  it('gives the bot 48 hours and art 72, 3 downloads each, as site-config sets them', () => {
    expect(linkTerms('bot')).toEqual({
      hours: commerce.downloadHours,
      maxDownloads: commerce.maxDownloads,
    });
    expect(linkTerms('art')).toEqual({
      hours: commerce.artDownloadHours,
      maxDownloads: commerce.artMaxDownloads,
    });
  });

  it("states the bot's and the art's terms together, for a buyer who may have bought either", () => {
    expect(FRESH_LINK_TERMS).toBe(
      `Fresh links for the trading bot are good for ${commerce.downloadHours} hours and ${commerce.maxDownloads} downloads; for a digital collectible, ${commerce.artDownloadHours} hours and ${commerce.artMaxDownloads} downloads.`,
    );
  });
});
