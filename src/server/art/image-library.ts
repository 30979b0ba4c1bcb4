import type Sharp from 'sharp';

let loading: Promise<typeof Sharp> | undefined;

/**
 * sharp (libvips) is loaded on first use rather than at start-up: only artwork uploads and a
 * fresh store's sample art use it, and loading it costs every server process about 14 MB and
 * 50 ms. Its cache of decoded images is off: each image is processed once, then never again,
 * so a cache would only hold memory.
 */
export function loadSharp(): Promise<typeof Sharp> {
  return (loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  }));
}
