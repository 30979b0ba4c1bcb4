import { createHash, randomBytes } from 'node:crypto';

/**
 * An update mail's unsubscribe token: 32 random bytes, one per mail, of which only the SHA-256
 * is kept (`update_mail_deliveries.unsubscribe_token_hash`). Nothing in it is derived from the
 * address, so there is no server secret to keep or rotate, and a copy of the database cannot make
 * a working link. Any token of any update mail a buyer received keeps working.
 */
export function newUnsubscribeToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: unsubscribeTokenHash(token) };
}

export const unsubscribeTokenHash = (token: string): string =>
  createHash('sha256').update(token).digest('hex');
