import { randomBytes } from 'node:crypto';
import path from 'node:path';

/**
 * Where artwork lives on disk: originals (what buyers get in their package, which reads them
 * from here) and the resized web copies the gallery shows.
 */
export const artMediaDir = (dataDir: string) => path.join(dataDir, 'art-media');

/** A stored file's name: random, with its type's extension; never a name the uploader chose. */
export const newStoredName = (extension: string) =>
  `${randomBytes(16).toString('hex')}${extension}`;

/** 128 random bits: the only name of a file the outside world sees (`/media/art/{publicId}`). */
export const newPublicId = () => randomBytes(16).toString('base64url');

/** What a public id looks like; anything else is not one of ours and is not looked up. */
export const PUBLIC_ID = /^[A-Za-z0-9_-]{16,64}$/;

/** The public id in an upload's URL (`/media/art/{publicId}`), or undefined for any other URL. */
export function publicIdOfUrl(url: string): string | undefined {
  const match = /^\/media\/art\/([^/]+)$/.exec(url);
  return match?.[1] && PUBLIC_ID.test(match[1]) ? match[1] : undefined;
}
