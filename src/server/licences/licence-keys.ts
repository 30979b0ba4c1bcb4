import { createHash, randomBytes } from 'node:crypto';
import {
  crockfordAlphabet,
  formatLicenceKey,
  licenceKeyGroupLength,
  licenceKeyLength,
} from '../../shared/licence-key.ts';

/**
 * A new licence key, `CM-XXXXX-XXXXX-XXXXX-XXXXX-XXXXX`: 25 characters of 5 random bits each.
 * Each character takes the low 5 bits of its own random byte, so every one is uniform.
 */
export function newLicenceKey(): string {
  const bytes = randomBytes(licenceKeyLength);
  let body = '';
  for (const byte of bytes) body += crockfordAlphabet[byte & 31];
  return formatLicenceKey(body);
}

/** What the database looks a key up by: the SHA-256 of its normalised form. */
export function hashLicenceKey(normalisedKey: string): string {
  return createHash('sha256').update(normalisedKey, 'utf8').digest('hex');
}

/** The key's last group, all the owner's screens and the logs ever show of it. */
export const lastGroupOf = (key: string) => key.slice(-licenceKeyGroupLength);
