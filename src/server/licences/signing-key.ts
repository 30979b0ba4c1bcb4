import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
} from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { shopSettings } from '../db/schema.ts';

/** Where the shop keeps the key it made for itself (`shop_settings`). */
const SETTING = 'licence-signing-key';

/** The Ed25519 key pair licence files are signed with; bots check them with the public half. */
export interface LicenceSigningKey {
  privateKey: KeyObject;
  /** SPKI PEM, as `GET /api/v1/licences/public-key` serves it. */
  publicKeyPem: string;
}

/** Reads a PKCS#8 PEM; throws when it is not an Ed25519 private key. */
export function signingKeyFromPem(pem: string): LicenceSigningKey {
  const privateKey = createPrivateKey({ key: pem, format: 'pem' });
  if (privateKey.asymmetricKeyType !== 'ed25519') {
    throw new Error(`the licence signing key is ${privateKey.asymmetricKeyType}, not Ed25519`);
  }
  const publicKeyPem = createPublicKey(privateKey).export({ format: 'pem', type: 'spki' });
  return { privateKey, publicKeyPem: publicKeyPem.toString() };
}

/**
 * The shop's signing key: the one given in the environment (LICENCE_SIGNING_KEY), else the one
 * kept in the database, made on the first start. Several processes starting at once each make
 * one, the first insert wins, and all read back the same key.
 */
export async function loadSigningKey(db: Db, pemFromEnv?: string): Promise<LicenceSigningKey> {
  if (pemFromEnv) return signingKeyFromPem(pemFromEnv);
  const stored = await readStoredPem(db);
  if (stored) return signingKeyFromPem(stored);
  const made = generateKeyPairSync('ed25519')
    .privateKey.export({ format: 'pem', type: 'pkcs8' })
    .toString();
  await db.insert(shopSettings).values({ key: SETTING, value: made }).onConflictDoNothing();
  const kept = await readStoredPem(db);
  if (!kept) throw new Error('the licence signing key was not kept');
  return signingKeyFromPem(kept);
}

async function readStoredPem(db: Db): Promise<string | undefined> {
  const [row] = await db.select().from(shopSettings).where(eq(shopSettings.key, SETTING));
  return row?.value;
}
