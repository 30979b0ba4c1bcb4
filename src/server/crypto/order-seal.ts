import {
  createCipheriv,
  createDecipheriv,
  createPrivateKey,
  createPublicKey,
  diffieHellman,
  generateKeyPairSync,
  hkdfSync,
  type KeyObject,
  randomBytes,
} from 'node:crypto';

/*
 * Sealing download tokens to an order. The order token (held by the buyer's thank-you page,
 * never stored) derives an X25519 key pair; the order row keeps only the public half. Fulfilment,
 * which runs from a webhook without the order token, seals each new download token to that
 * public key. Only a request carrying the order token can open it again, so neither a copy of
 * the database nor the payment provider's metadata opens a download link.
 */

const SEAL_INFO = 'cryptomaton:grant-seal:v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;

function orderPrivateKey(orderToken: string): KeyObject {
  const seed = Buffer.from(hkdfSync('sha256', orderToken, '', 'cryptomaton:order-key:v1', 32));
  // As a JWK, the seed becomes a key directly: a PKCS#8 import goes through OpenSSL 3's decoders,
  // ten times slower (0.37 ms), and was a third of the CPU of every order view. A private JWK
  // needs its public half only as a string: it is derived from `d`, never read from `x`.
  return createPrivateKey({
    key: { kty: 'OKP', crv: 'X25519', d: seed.toString('base64url'), x: '' },
    format: 'jwk',
  });
}

const rawPublicKey = (key: KeyObject) =>
  Buffer.from(key.export({ format: 'jwk' }).x ?? '', 'base64url');

const publicKeyFromRaw = (raw: Buffer) =>
  createPublicKey({
    key: { kty: 'OKP', crv: 'X25519', x: raw.toString('base64url') },
    format: 'jwk',
  });

function sealingKey(shared: Buffer, ephemeral: Buffer, recipient: Buffer): Buffer {
  return Buffer.from(
    hkdfSync('sha256', shared, Buffer.concat([ephemeral, recipient]), SEAL_INFO, KEY_BYTES),
  );
}

/** The public key stored on an order (base64url of the raw 32 bytes). */
export function orderSealKey(orderToken: string): string {
  return rawPublicKey(createPublicKey(orderPrivateKey(orderToken))).toString('base64url');
}

/** Seals a secret so that only the holder of the order token can read it. */
export function sealForOrder(sealKey: string, secret: string): string {
  const recipient = Buffer.from(sealKey, 'base64url');
  const ephemeral = generateKeyPairSync('x25519');
  const ephemeralRaw = rawPublicKey(ephemeral.publicKey);
  const shared = diffieHellman({
    privateKey: ephemeral.privateKey,
    publicKey: publicKeyFromRaw(recipient),
  });
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(shared, ephemeralRaw, recipient), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return Buffer.concat([ephemeralRaw, iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** Opens a sealed secret with the order token; null when the token is not the right one. */
export function openForOrder(orderToken: string, sealed: string): string | null {
  return openWithKey(orderPrivateKey(orderToken), sealed);
}

/**
 * Opens a secret sealed to the public half of `privateKey` (an X25519 key); null when it was
 * sealed to another key or has been altered. The shop's library key opens its seals this way.
 */
export function openWithKey(privateKey: KeyObject, sealed: string): string | null {
  const bytes = Buffer.from(sealed, 'base64url');
  if (bytes.length <= KEY_BYTES + IV_BYTES + TAG_BYTES) return null;
  const ephemeralRaw = bytes.subarray(0, KEY_BYTES);
  const iv = bytes.subarray(KEY_BYTES, KEY_BYTES + IV_BYTES);
  const tag = bytes.subarray(KEY_BYTES + IV_BYTES, KEY_BYTES + IV_BYTES + TAG_BYTES);
  const body = bytes.subarray(KEY_BYTES + IV_BYTES + TAG_BYTES);
  const recipient = rawPublicKey(createPublicKey(privateKey));
  try {
    const shared = diffieHellman({ privateKey, publicKey: publicKeyFromRaw(ephemeralRaw) });
    const decipher = createDecipheriv(
      'aes-256-gcm',
      sealingKey(shared, ephemeralRaw, recipient),
      iv,
    );
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** The seal key (base64url of the raw public half) of an X25519 private key. */
export const sealKeyOf = (privateKey: KeyObject): string =>
  rawPublicKey(createPublicKey(privateKey)).toString('base64url');
