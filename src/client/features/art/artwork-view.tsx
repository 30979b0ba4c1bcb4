import type { ArtCollection } from '../../../shared/art.ts';
import { ArtworkImage, VIDEO_POSTER } from './artwork-image.tsx';
import { YoutubeFacade } from './youtube-facade.tsx';

/** A piece's artwork in its card's frame: an image, an uploaded video, or a YouTube video. */
export function ArtworkView({ collection, eager }: { collection: ArtCollection; eager: boolean }) {
  const { artwork, name } = collection;
  return (
    <div className="relative aspect-[4/3] overflow-hidden bg-slate-950">
      {artwork?.kind === 'youtube' ? (
        <YoutubeFacade videoId={artwork.videoId} name={name} pieceId={collection.id} />
      ) : artwork?.kind === 'video' ? (
        // Nothing downloads until the visitor presses play.
        <video
          controls
          preload="none"
          poster={VIDEO_POSTER}
          aria-label={`${name} (video)`}
          className="size-full object-contain"
        >
          <source src={artwork.url} type={artwork.mimeType} />
        </video>
      ) : (
        <ArtworkImage artwork={artwork} name={name} eager={eager} />
      )}
    </div>
  );
}
