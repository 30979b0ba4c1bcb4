import { randomBytes } from 'node:crypto';

/** 128 random bits: the only name of a file the outside world sees (`/media/art/{publicId}`). */
export const newPublicId = () => randomBytes(16).toString('base64url');

/** What a public id looks like; anything else is not one of ours and is not looked up. */
export const PUBLIC_ID = /^[A-Za-z0-9_-]{16,64}$/;

/** The public id in an upload's URL (`/media/art/{publicId}`), or undefined for any other URL. */
export function publicIdOfUrl(url: string): string | undefined {
  const match = /^\/media\/art\/([^/]+)$/.exec(url);
  return match?.[1] && PUBLIC_ID.test(match[1]) ? match[1] : undefined;
}
