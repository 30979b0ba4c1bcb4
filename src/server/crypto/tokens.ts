import { createHash, createHmac, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: order tokens, grant tokens, test intent secrets. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of a token: a copy of the database opens nothing. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * The download token of an order's first grant, derived from the order token. The buyer's
 * thank-you page (which holds the order token) can show the link again, while the database keeps
 * only hashes of both.
 */
export function grantTokenForOrder(orderToken: string): string {
  return createHmac('sha256', orderToken).update('download-grant:v1').digest('base64url');
}
