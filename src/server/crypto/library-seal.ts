import { createPrivateKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { openWithKey, sealForOrder, sealKeyOf } from './order-seal.ts';

/*
 * The shop's library key: an X25519 key pair the shop holds, so the buyer's library (signed in
 * by email, without the order token) can show a licence key. Each new licence key is sealed to
 * it as well as to the order (docs/decisions/0015-library-seal.md). The same sealing as the
 * order's: an ephemeral X25519 agreement, HKDF-SHA-256, AES-256-GCM.
 */

export interface LibrarySealKey {
  privateKey: KeyObject;
  /** The public half, base64url of the raw 32 bytes: what seals. */
  sealKey: string;
}

/** Reads a PKCS#8 PEM; throws when it is not an X25519 private key. */
export function librarySealKeyFromPem(pem: string): LibrarySealKey {
  const privateKey = createPrivateKey({ key: pem, format: 'pem' });
  if (privateKey.asymmetricKeyType !== 'x25519') {
    throw new Error(`the library key is ${privateKey.asymmetricKeyType}, not X25519`);
  }
  return { privateKey, sealKey: sealKeyOf(privateKey) };
}

/** A new key pair's private half as PKCS#8 PEM (made once, on the first start). */
export const newLibrarySealPem = (): string =>
  generateKeyPairSync('x25519').privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();

/** Seals a secret (a licence key) so that the library key opens it. */
export const sealForLibrary = (sealKey: string, secret: string): string =>
  sealForOrder(sealKey, secret);

/** Opens a library seal; null when another key sealed it or it was altered. */
export const openForLibrary = (key: LibrarySealKey, sealed: string): string | null =>
  openWithKey(key.privateKey, sealed);
