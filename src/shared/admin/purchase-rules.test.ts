import { describe, expect, it } from 'vitest';
import { downloadDisplay, isPurchaseIssue } from './purchase-rules.ts';

describe('downloadDisplay', () => {
  it('says there is no link when there is none', () => {
    expect(downloadDisplay(null)).toBe('No Download Link');
  });

  it('says not downloaded for an unused link', () => {
    expect(downloadDisplay({ downloadsUsed: 0, maxDownloads: 3 })).toBe('Not Downloaded');
  });

  it.each([
    [1, 3, 'Downloaded 1/3'],
    [3, 3, 'Downloaded 3/3'],
  ])('counts %i of %i downloads', (used, max, text) => {
    expect(downloadDisplay({ downloadsUsed: used, maxDownloads: max })).toBe(text);
  });
});

describe('isPurchaseIssue', () => {
  it('is no issue when completed with a link', () => {
    expect(isPurchaseIssue({ status: 'completed', hasDownloadLink: true })).toBe(false);
  });

  it('is an issue when completed without a link', () => {
    expect(isPurchaseIssue({ status: 'completed', hasDownloadLink: false })).toBe(true);
  });

  it.each(['pending', 'failed', 'refunded'])('is an issue when %s, link or not', (status) => {
    expect(isPurchaseIssue({ status, hasDownloadLink: true })).toBe(true);
    expect(isPurchaseIssue({ status, hasDownloadLink: false })).toBe(true);
  });
});
