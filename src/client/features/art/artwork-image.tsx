import { useState } from 'react';
import type { Artwork } from '../../../shared/art.ts';

type ImageArtwork = Extract<Artwork, { kind: 'image' }>;

/** Shown when an artwork cannot load: self-hosted, like every image of the site. */
export const ARTWORK_PLACEHOLDER = '/images/art/artwork-unavailable.svg';
/** The self-hosted poster of videos that have not started. */
export const VIDEO_POSTER = '/images/art/video-poster.svg';

// The card's width: one column on phones, two from 640 px, three from 1024 px (max 7xl).
const SIZES = '(min-width: 1280px) 384px, (min-width: 1024px) 30vw, (min-width: 640px) 45vw, 92vw';

/**
 * An uploaded image with every resized copy in `srcset`, its size set (no layout shift), and the
 * placeholder instead when it fails to load.
 */
export function ArtworkImage({
  artwork,
  name,
  eager,
}: {
  artwork: ImageArtwork | null;
  name: string;
  eager: boolean;
}) {
  const [broken, setBroken] = useState(false);
  if (!artwork || broken) {
    return (
      <img
        src={ARTWORK_PLACEHOLDER}
        alt={`${name}: artwork unavailable`}
        width={800}
        height={600}
        data-placeholder=""
        className="size-full object-cover"
      />
    );
  }
  return (
    <img
      src={artwork.url}
      srcSet={artwork.variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ')}
      sizes={SIZES}
      width={artwork.width}
      height={artwork.height}
      alt={name}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setBroken(true)}
      className="size-full object-contain"
    />
  );
}
