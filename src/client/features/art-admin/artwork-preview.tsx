import { CirclePlay } from 'lucide-react';
import type { Artwork } from '../../../shared/art.ts';

/**
 * A collection's artwork, small: the image's smallest web copies, the video's first frame, or a
 * YouTube marker (its thumbnail would come from YouTube's servers, which no page here contacts).
 */
export function ArtworkPreview({
  artwork,
  name,
  className = '',
}: {
  artwork: Artwork | null;
  name: string;
  className?: string;
}) {
  const frame = `overflow-hidden rounded-xl border border-border bg-muted ${className}`;
  if (!artwork) {
    return (
      <div className={`${frame} grid place-items-center text-xs text-muted-foreground`}>
        No artwork
      </div>
    );
  }
  if (artwork.kind === 'youtube') {
    return (
      <div
        className={`${frame} grid place-items-center bg-zinc-900 text-center text-xs text-zinc-100`}
      >
        <span className="grid justify-items-center gap-1 p-2">
          <CirclePlay className="size-7 text-red-500" aria-hidden="true" />
          YouTube video
        </span>
      </div>
    );
  }
  if (artwork.kind === 'video') {
    return (
      <video
        className={`${frame} object-cover`}
        src={artwork.url}
        muted
        playsInline
        preload="metadata"
        aria-label={`Video artwork of ${name}`}
      />
    );
  }
  const smallest = artwork.variants[0] ?? artwork;
  return (
    <img
      className={`${frame} object-cover`}
      src={smallest.url}
      srcSet={artwork.variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ')}
      sizes="10rem"
      width={smallest.width}
      height={smallest.height}
      alt={`Artwork of ${name}`}
      loading="lazy"
      decoding="async"
    />
  );
}
