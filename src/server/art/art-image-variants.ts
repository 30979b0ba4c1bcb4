import { rm } from 'node:fs/promises';
import path from 'node:path';
import { loadSharp } from './image-library.ts';

/** The gallery's `srcset` widths. The largest is what the public sees; the original never is. */
export const ART_VARIANT_WIDTHS = [480, 960, 1600] as const;

// A decompression bomb stops here rather than filling memory (about 100 megapixels).
const MAX_INPUT_PIXELS = 100_000_000;

export interface ArtImageVariant {
  width: number;
  height: number;
  storedName: string;
  mimeType: string;
}

export interface ArtImageFacts {
  width: number;
  height: number;
  /** Smallest first. */
  variants: ArtImageVariant[];
}

export class ArtImageUnreadableError extends Error {
  override name = 'ArtImageUnreadableError';
}

/**
 * The widths to make for an image this wide: never wider than the original (no upscaling), and
 * always at least one, so even a small image is served as a copy and not as the original file.
 */
export function variantWidths(originalWidth: number): number[] {
  const smaller = ART_VARIANT_WIDTHS.filter((width) => width < originalWidth);
  return smaller.length > 0 ? smaller : [originalWidth];
}

/**
 * Reads an image's size and writes its WebP copies beside it (`{base}-{width}w.webp`). An image
 * sharp cannot decode is refused; animated GIF/WebP stay animated. On failure nothing is left.
 */
export async function writeImageVariants(
  originalPath: string,
  storedBase: string,
): Promise<ArtImageFacts> {
  const sharp = await loadSharp();
  const open = () =>
    sharp(originalPath, { animated: true, autoOrient: true, limitInputPixels: MAX_INPUT_PIXELS });
  const written: string[] = [];
  try {
    const meta = await open().metadata();
    const width = meta.autoOrient.width;
    const height =
      (meta.pages ?? 1) > 1 && meta.pageHeight ? meta.pageHeight : meta.autoOrient.height;
    if (!width || !height) throw new ArtImageUnreadableError('no image size');
    const variants: ArtImageVariant[] = [];
    for (const target of variantWidths(width)) {
      const storedName = `${storedBase}-${target}w.webp`;
      const targetPath = path.join(path.dirname(originalPath), storedName);
      written.push(targetPath);
      const info = await open()
        .resize({ width: target, withoutEnlargement: true })
        .webp({ quality: 82 })
        .toFile(targetPath);
      variants.push({
        width: info.width,
        height: info.pageHeight ?? info.height,
        storedName,
        mimeType: 'image/webp',
      });
    }
    return { width, height, variants };
  } catch (error) {
    await Promise.all(written.map((file) => rm(file, { force: true })));
    // A system error (disk full, permissions) is ours, not the image's.
    if (error instanceof ArtImageUnreadableError || isSystemError(error)) throw error;
    // sharp's own messages ("Input buffer has corrupt header") say nothing useful to the owner.
    throw new ArtImageUnreadableError(error instanceof Error ? error.message : String(error));
  }
}

const isSystemError = (error: unknown) =>
  error instanceof Error && typeof (error as NodeJS.ErrnoException).code === 'string';
