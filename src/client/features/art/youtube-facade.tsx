import { Play } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { YoutubeFrame } from '../../components/youtube-frame.tsx';
import { VIDEO_POSTER } from './artwork-image.tsx';
import {
  clearPendingPlay,
  documentAllowsVideoEmbed,
  hasPendingPlay,
  playAfterReload,
} from './video-embed-permission.ts';

/**
 * A YouTube video behind a self-hosted poster: nothing is requested from YouTube until the
 * visitor clicks play; then the no-cookie player loads and starts.
 */
export function YoutubeFacade({
  videoId,
  name,
  pieceId,
}: {
  videoId: string;
  name: string;
  pieceId: number;
}) {
  // The list renders in the browser only, so session storage can be read while rendering. True
  // when the visitor clicked play just before the gallery reloaded for the player (see below).
  const [playing, setPlaying] = useState(() => hasPendingPlay(pieceId));
  const noteId = useId();
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (!playing) return;
    clearPendingPlay();
    // The button that had focus is gone: keyboard users continue in the player.
    frame.current?.focus();
  }, [playing]);

  if (playing) {
    return (
      <YoutubeFrame ref={frame} videoId={videoId} title={name} className="size-full border-0" />
    );
  }
  return (
    <button
      type="button"
      aria-label={`Play video: ${name}`}
      aria-describedby={noteId}
      onClick={() => (documentAllowsVideoEmbed() ? setPlaying(true) : playAfterReload(pieceId))}
      className="group relative isolate flex size-full flex-col items-center justify-center gap-3 text-white"
    >
      <img
        src={VIDEO_POSTER}
        alt=""
        width={1600}
        height={900}
        loading="lazy"
        className="absolute inset-0 -z-10 size-full object-cover"
      />
      <span className="flex size-14 items-center justify-center rounded-full bg-white text-slate-950 shadow-xl transition-transform group-hover:scale-105">
        <Play className="ml-0.5 size-6 fill-current" aria-hidden="true" />
      </span>
      <span className="rounded-md bg-slate-950/80 px-2 py-1 text-sm font-semibold">Play video</span>
      <span
        id={noteId}
        className="absolute inset-x-0 bottom-0 bg-slate-950/80 px-3 py-1.5 text-xs text-slate-200"
      >
        Plays from YouTube (youtube-nocookie.com) when you click
      </span>
    </button>
  );
}
