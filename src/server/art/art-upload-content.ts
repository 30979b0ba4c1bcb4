import path from 'node:path';
import type { artUploadTypes } from '../../shared/art-admin.ts';
import { artUploadExtensions } from '../../shared/art-admin.ts';
import { detectedType, readFileStart } from '../files/file-start.ts';

type ArtUploadExtension = (typeof artUploadExtensions)[number];
type ArtMimeType = (typeof artUploadTypes)['image' | 'video'][number];

export interface ArtFileType {
  kind: 'image' | 'video';
  mimeType: ArtMimeType;
  /** What to call it in a message: "a PNG image". */
  label: string;
  /** What file-type may detect in such a file (its `ext`). */
  detected: readonly string[];
}

const png: ArtFileType = {
  kind: 'image',
  mimeType: 'image/png',
  label: 'a PNG image',
  // An animated PNG is still a PNG.
  detected: ['png', 'apng'],
};
const jpeg: ArtFileType = {
  kind: 'image',
  mimeType: 'image/jpeg',
  label: 'a JPEG image',
  detected: ['jpg'],
};
const mpeg: ArtFileType = {
  kind: 'video',
  mimeType: 'video/mpeg',
  label: 'an MPEG video',
  detected: ['mpg'],
};

const TYPES: Record<ArtUploadExtension, ArtFileType> = {
  '.png': png,
  '.jpg': jpeg,
  '.jpeg': jpeg,
  '.webp': { kind: 'image', mimeType: 'image/webp', label: 'a WebP image', detected: ['webp'] },
  '.gif': { kind: 'image', mimeType: 'image/gif', label: 'a GIF image', detected: ['gif'] },
  '.avif': { kind: 'image', mimeType: 'image/avif', label: 'an AVIF image', detected: ['avif'] },
  '.mp4': { kind: 'video', mimeType: 'video/mp4', label: 'an MP4 video', detected: ['mp4', 'm4v'] },
  '.mpeg': mpeg,
  '.mpg': mpeg,
};

const ALLOWED = 'images (PNG, JPEG, WebP, GIF, AVIF) and videos (MP4, MPEG)';

// file-type decides from at most this many leading bytes; so do we.
const SAMPLE_BYTES = 4_100;

/** The upload's file type as its name says, or undefined for a name we don't take. */
export function artFileTypeOf(name: string): ArtFileType | undefined {
  const extension = path.extname(name).toLowerCase();
  return (artUploadExtensions as readonly string[]).includes(extension)
    ? TYPES[extension as ArtUploadExtension]
    : undefined;
}

export const notAllowedMessage = (name: string) =>
  `${name}: only ${ALLOWED} can be uploaded as artwork.`;

/**
 * Why a stored file's content is not what its name says, or null when it is. The magic bytes
 * must match the extension exactly: a PNG named .jpg is refused as surely as a zip named .mp4,
 * since the type recorded (and served) is the one the name claims.
 */
export async function artContentProblem(filePath: string, name: string): Promise<string | null> {
  const type = artFileTypeOf(name);
  if (!type) return notAllowedMessage(name);
  const sample = await readFileStart(filePath, SAMPLE_BYTES);
  const detected = await detectedType(sample);
  if (detected && type.detected.includes(detected.ext)) return null;
  return `${name}: the content is not ${type.label}${detected ? ` (it looks like a ${detected.ext} file)` : ''}.`;
}
