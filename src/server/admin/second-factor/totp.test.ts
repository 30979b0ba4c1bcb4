import { generateSync } from 'otplib';
import { describe, expect, it } from 'vitest';
import { newTotpSecret, otpauthUri, qrCodeSvg, totpStep } from './totp.ts';

describe('authenticator app codes', () => {
  it('takes the current code and names its 30-second step', async () => {
    const secret = newTotpSecret();
    const step = await totpStep(secret, generateSync({ secret }), null);
    expect(step).toBe(Math.floor(Date.now() / 1000 / 30));
  });

  it('refuses a wrong code, another secret’s code and a code of a step already used', async () => {
    const secret = newTotpSecret();
    const code = generateSync({ secret });
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect(await totpStep(secret, wrong, null)).toBeNull();
    expect(await totpStep(newTotpSecret(), code, null)).toBeNull();
    const step = await totpStep(secret, code, null);
    expect(step).not.toBeNull();
    expect(await totpStep(secret, code, step)).toBeNull();
  });

  it('allows a phone clock one step behind, not two', async () => {
    const secret = newTotpSecret();
    const now = Math.floor(Date.now() / 1000);
    expect(await totpStep(secret, generateSync({ secret, epoch: now - 30 }), null)).not.toBeNull();
    expect(await totpStep(secret, generateSync({ secret, epoch: now - 90 }), null)).toBeNull();
  });

  it('labels the app’s entry with the shop and the member, and draws it as a QR code', async () => {
    const uri = otpauthUri('JBSWY3DPEHPK3PXP', 'Cryptomaton', 'ada@example.com');
    expect(uri).toMatch(/^otpauth:\/\/totp\/Cryptomaton:ada%40example\.com\?/);
    expect(uri).toContain('secret=JBSWY3DPEHPK3PXP');
    expect(await qrCodeSvg(uri)).toMatch(/^<svg[^>]+viewBox/);
  });
});
