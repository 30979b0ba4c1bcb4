import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: order tokens, grant tokens, test intent secrets. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of a token: a copy of the database opens nothing. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
