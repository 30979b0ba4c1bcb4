import { describe, expect, it } from 'vitest';
import { isLastAttempt, MAX_MAIL_ATTEMPTS, retryDelaySeconds } from './retry-schedule.ts';

describe('mail retry schedule', () => {
  it('backs off exponentially from 30 s and caps at four hours', () => {
    expect([1, 2, 3, 4].map(retryDelaySeconds)).toEqual([30, 60, 120, 240]);
    expect(retryDelaySeconds(50)).toBe(4 * 3_600);
  });

  it('gives up after about a day of attempts', () => {
    let waited = 0;
    for (let attempt = 1; attempt < MAX_MAIL_ATTEMPTS; attempt += 1) {
      waited += retryDelaySeconds(attempt);
    }
    expect(waited / 3_600).toBeGreaterThan(20);
    expect(waited / 3_600).toBeLessThan(30);
    expect(isLastAttempt(MAX_MAIL_ATTEMPTS - 1)).toBe(false);
    expect(isLastAttempt(MAX_MAIL_ATTEMPTS)).toBe(true);
  });
});
