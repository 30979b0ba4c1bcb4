import { createPublicKey, generateKeyPairSync, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { botEntitlement, signLicenceFile, verifyLicenceFile } from './licence-file.ts';
import { signingKeyFromPem } from './signing-key.ts';

const payload = {
  orderReference: 'CM-0123456789',
  licenceId: 7,
  fingerprint: 'machine-fingerprint-1',
  entitlement: botEntitlement,
  issuedAt: '2026-01-01T00:00:00.000Z',
  validUntil: '2026-01-15T00:00:00.000Z',
};

describe('licence files', () => {
  const pem = generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' });
  const key = signingKeyFromPem(pem.toString());

  it('are base64url JSON signed with Ed25519 over the payload string', () => {
    const file = signLicenceFile(key.privateKey, payload);
    expect(file.payload).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(file.signature).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(JSON.parse(Buffer.from(file.payload, 'base64url').toString('utf8'))).toEqual(payload);
    // What a bot does with the published PEM and nothing of the shop's code.
    const publicKey = createPublicKey(key.publicKeyPem);
    expect(
      verify(null, Buffer.from(file.payload), publicKey, Buffer.from(file.signature, 'base64url')),
    ).toBe(true);
    expect(verifyLicenceFile(key.publicKeyPem, file)).toEqual(payload);
  });

  it('do not verify once changed, or with another key', () => {
    const file = signLicenceFile(key.privateKey, payload);
    const changed = Buffer.from(JSON.stringify({ ...payload, licenceId: 8 })).toString('base64url');
    expect(verifyLicenceFile(key.publicKeyPem, { ...file, payload: changed })).toBeNull();
    const other = generateKeyPairSync('ed25519').publicKey;
    expect(verifyLicenceFile(other, file)).toBeNull();
  });

  it('refuse a signing key that is not Ed25519', () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey;
    expect(() =>
      signingKeyFromPem(rsa.export({ format: 'pem', type: 'pkcs8' }).toString()),
    ).toThrow(/not Ed25519/);
  });
});
