import { type KeyObject, sign, verify } from 'node:crypto';
import type { z } from 'zod';
import {
  type LicenceFile,
  type LicenceFilePayload,
  LicenceFilePayloadSchema,
  type PackageLicencePayload,
  PackageLicencePayloadSchema,
} from '../../shared/licences.ts';

/** What every licence file entitles its machine to: running the bot. */
export const botEntitlement = 'cryptomaton-bot';

/**
 * A licence file: the payload is base64url of its JSON, and the signature is Ed25519 over the
 * payload string's bytes, so a bot checks it offline with the shop's public key alone.
 */
export function signLicenceFile(privateKey: KeyObject, payload: LicenceFilePayload): LicenceFile {
  return signPayload(privateKey, payload);
}

/** The licence file of a bot buyer's package: the same form, a payload of `kind: "package"`. */
export function signPackageLicence(
  privateKey: KeyObject,
  payload: PackageLicencePayload,
): LicenceFile {
  return signPayload(privateKey, payload);
}

function signPayload(privateKey: KeyObject, payload: object): LicenceFile {
  const encoded = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
  const signature = sign(null, Buffer.from(encoded, 'utf8'), privateKey).toString('base64url');
  return { payload: encoded, signature };
}

/** The payload of a file whose signature `publicKey` confirms; null for any other file. */
export function verifyLicenceFile(
  publicKey: KeyObject | string,
  file: LicenceFile,
): LicenceFilePayload | null {
  return verifiedPayload(publicKey, file, LicenceFilePayloadSchema);
}

/** The payload of a package's licence file whose signature `publicKey` confirms; else null. */
export function verifyPackageLicence(
  publicKey: KeyObject | string,
  file: LicenceFile,
): PackageLicencePayload | null {
  return verifiedPayload(publicKey, file, PackageLicencePayloadSchema);
}

function verifiedPayload<T>(
  publicKey: KeyObject | string,
  file: LicenceFile,
  schema: z.ZodType<T>,
): T | null {
  const signature = Buffer.from(file.signature, 'base64url');
  if (!verify(null, Buffer.from(file.payload, 'utf8'), publicKey, signature)) return null;
  try {
    const json: unknown = JSON.parse(Buffer.from(file.payload, 'base64url').toString('utf8'));
    const parsed = schema.safeParse(json);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
