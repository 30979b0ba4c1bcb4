import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { HIDDEN, keptCopy } from './kept-copy.ts';

describe('keptCopy', () => {
  it('hides a download link’s token and keeps the rest of the sentence', () => {
    const token = randomBytes(32).toString('base64url');
    const kept = keptCopy(`Download: https://shop.example/download/${token} (48 hours).`);
    expect(kept).toBe(`Download: https://shop.example/download/${HIDDEN} (48 hours).`);
  });

  it('hides tokens in query strings and an unsubscribe address', () => {
    const token = randomBytes(32).toString('base64url');
    const kept = keptCopy(`Stop these emails: https://shop.example/u?token=${token}&x=1`);
    expect(kept).not.toContain(token);
    expect(kept).toContain(`token=${HIDDEN}&x=1`);
  });

  it('hides a licence key, with or without digits', () => {
    expect(keptCopy('Key: CM-ABCDE-FGHJK-MNPQR-STVWX-YZABC.')).toBe(`Key: ${HIDDEN}.`);
    expect(keptCopy('Key: CM-1B3D5-FGH7K-MN9QR-ST2WX-Y4A6C')).toBe(`Key: ${HIDDEN}`);
  });

  it('leaves words, slugs, amounts and addresses readable', () => {
    const text =
      'Read https://shop.example/blog/what-is-vps-why-trading-bot-needs-it — $149.00, ' +
      'support@cryptomaton.example, order CM-7 on 2026-11-27.';
    expect(keptCopy(text)).toBe(text);
  });

  it('hides every one of a thousand random tokens', () => {
    for (let i = 0; i < 1000; i++) {
      const token = randomBytes(32).toString('base64url');
      expect(keptCopy(`/download/${token}`)).toBe(`/download/${HIDDEN}`);
    }
  });
});
