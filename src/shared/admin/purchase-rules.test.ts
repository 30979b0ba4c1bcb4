import { describe, expect, it } from 'vitest';
import { downloadDisplay, isPurchaseIssue, type PurchaseIssueFacts } from './purchase-rules.ts';

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
  const fine: PurchaseIssueFacts = {
    completed: true,
    linkServed: true,
    deliveryFailed: false,
    mailFailed: false,
    disputed: false,
  };

  it('is an issue while the charge is disputed', () => {
    expect(isPurchaseIssue({ ...fine, completed: false, disputed: true })).toBe(true);
  });

  it('is no issue when paid with a working or used link', () => {
    expect(isPurchaseIssue(fine)).toBe(false);
  });

  it('is no issue when unpaid, declined or refunded: nobody needs to act', () => {
    expect(isPurchaseIssue({ ...fine, completed: false, linkServed: false })).toBe(false);
  });

  it('is an issue when paid without a working link', () => {
    expect(isPurchaseIssue({ ...fine, linkServed: false })).toBe(true);
  });

  it('is an issue when the delivery failed', () => {
    expect(
      isPurchaseIssue({ ...fine, completed: false, linkServed: false, deliveryFailed: true }),
    ).toBe(true);
  });

  it('is an issue when a mail about it failed, whatever its status', () => {
    expect(isPurchaseIssue({ ...fine, mailFailed: true })).toBe(true);
    expect(isPurchaseIssue({ ...fine, completed: false, mailFailed: true })).toBe(true);
  });
});
