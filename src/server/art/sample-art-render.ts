import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { writeImageVariants } from './art-image-variants.ts';
import type { PreparedArtImage } from './art-media-store.ts';
import { type SampleScene, sampleArtworkSvg } from './sample-artwork.ts';
import { loadSharp } from './image-library.ts';

/** Where rendered sample artwork is kept between start-ups (and between test files). */
export const defaultSampleArtCache = () => path.join(os.tmpdir(), 'cryptomaton-sample-art');

interface RenderedFacts {
  width: number;
  height: number;
  variants: { width: number; height: number; storedName: string }[];
}

/**
 * A sample scene as a PNG original (2400 × 2400) with its WebP web copies, as an upload would
 * have them. Rendering takes a few seconds per scene, and the output depends only on the scene
 * and the sharp version, so it is kept in a cache folder keyed by both and rendered once per
 * machine. A folder is published with one rename, so parallel start-ups never see half of one.
 */
export async function renderSampleArtwork(
  scene: SampleScene,
  cacheRoot = defaultSampleArtCache(),
): Promise<PreparedArtImage> {
  const sharp = await loadSharp();
  const svg = sampleArtworkSvg(scene);
  const key = createHash('sha256')
    .update(`${sharp.versions.sharp}\n${svg}`)
    .digest('hex')
    .slice(0, 24);
  const folder = path.join(cacheRoot, key);
  const cached = await readPrepared(folder);
  if (cached) return cached;

  const scratch = path.join(cacheRoot, `${key}.${randomBytes(6).toString('hex')}.tmp`);
  await mkdir(scratch, { recursive: true });
  try {
    const original = path.join(scratch, 'original.png');
    await sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toFile(original);
    const facts = await writeImageVariants(original, 'original');
    await writeFile(path.join(scratch, 'facts.json'), JSON.stringify(facts));
    await rename(scratch, folder).catch(async (error: NodeJS.ErrnoException) => {
      // Another process published the same scene first: theirs is identical.
      if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
    });
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
  const rendered = await readPrepared(folder);
  if (!rendered) throw new Error(`sample artwork missing from ${folder} after rendering`);
  return rendered;
}

async function readPrepared(folder: string): Promise<PreparedArtImage | undefined> {
  let facts: RenderedFacts;
  try {
    facts = JSON.parse(await readFile(path.join(folder, 'facts.json'), 'utf8')) as RenderedFacts;
  } catch {
    return undefined;
  }
  return {
    originalPath: path.join(folder, 'original.png'),
    mimeType: 'image/png',
    width: facts.width,
    height: facts.height,
    variants: facts.variants.map((variant) => ({
      path: path.join(folder, variant.storedName),
      width: variant.width,
      height: variant.height,
    })),
  };
}
