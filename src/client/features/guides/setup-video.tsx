import { Play } from 'lucide-react';
import { useState } from 'react';
import { videoEmbed } from '../../../shared/video-embed.ts';
import { YoutubeFrame } from '../../components/youtube-frame.tsx';

/**
 * The setup walkthrough (SETUP_VIDEO_URL) behind a self-drawn poster: nothing loads from YouTube
 * until the visitor presses play. The server lets only a document loaded at /setup-guide frame
 * the player, so a visitor who came by an in-app link gets the page loaded afresh, on this tab.
 */
export function SetupVideo({ videoId, title }: { videoId: string; title: string }) {
  const [playing, setPlaying] = useState(false);
  if (playing) {
    return (
      <YoutubeFrame
        videoId={videoId}
        title={title}
        className="aspect-video w-full rounded-2xl border-0"
      />
    );
  }
  const play = () => {
    const [navigation] = performance.getEntriesByType('navigation');
    const loadedAt = navigation ? new URL(navigation.name).pathname : window.location.pathname;
    if (loadedAt.replace(/\/$/, '') === videoEmbed.setupGuidePath) setPlaying(true);
    else {
      // Back on this tab after the reload; the visitor presses play once more.
      window.history.replaceState(window.history.state, '', '#video-guide');
      window.location.reload();
    }
  };
  return (
    <button
      type="button"
      onClick={play}
      className="group flex aspect-video w-full flex-col items-center justify-center gap-3 rounded-2xl border border-slate-800 bg-slate-950 px-6 text-center text-white dark:border-border"
    >
      <span className="flex size-16 items-center justify-center rounded-full bg-white text-slate-950 shadow-xl transition-transform group-hover:scale-105">
        <Play className="ml-1 size-7 fill-current" aria-hidden="true" />
      </span>
      <span className="max-w-xl text-lg font-semibold text-balance">Play: {title}</span>
      <span className="text-xs text-slate-300">
        Plays here from YouTube (youtube-nocookie.com) when you press play
      </span>
    </button>
  );
}
