import { mkdtempSync } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { renderSampleArtwork } from './sample-art-render.ts';
import { sampleCollections } from './sample-collections.ts';

describe('rendering a sample scene', () => {
  const cacheRoot = mkdtempSync(path.join(os.tmpdir(), 'shop-sample-cache-'));
  afterAll(() => rm(cacheRoot, { recursive: true, force: true }));
  const scene = sampleCollections[2]?.scene;
  if (!scene) throw new Error('no sample scene');

  it('renders once into the cache, even when two start-ups ask at the same time', async () => {
    const [first, second] = await Promise.all([
      renderSampleArtwork(scene, cacheRoot),
      renderSampleArtwork(scene, cacheRoot),
    ]);
    expect(second).toEqual(first);
    expect(await sharp(first?.originalPath).metadata()).toMatchObject({
      format: 'png',
      width: 2400,
      height: 2400,
    });
    expect(first?.variants.map((variant) => [variant.width, variant.height])).toEqual([
      [480, 480],
      [960, 960],
      [1600, 1600],
    ]);
    // One published folder, no scratch left behind.
    expect(await readdir(cacheRoot)).toHaveLength(1);

    const before = (await stat(first?.originalPath ?? '')).mtimeMs;
    const again = await renderSampleArtwork(scene, cacheRoot);
    expect(again).toEqual(first);
    expect((await stat(again.originalPath)).mtimeMs).toBe(before);
  });
});
