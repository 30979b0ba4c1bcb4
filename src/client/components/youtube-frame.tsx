import type { Ref } from 'react';
import { youtubeEmbedUrl } from '../../shared/video-embed.ts';

/**
 * The no-cookie YouTube player, shown once the visitor has pressed play. Its address and
 * permissions are written once here, so every page's player matches what the server's CSP and
 * frame rules allow (`src/shared/video-embed.ts`).
 */
export function YoutubeFrame({
  videoId,
  title,
  className,
  ref,
}: {
  videoId: string;
  /** What the video is; the frame is named "{title} (YouTube video)". */
  title: string;
  className: string;
  ref?: Ref<HTMLIFrameElement>;
}) {
  return (
    <iframe
      ref={ref}
      src={youtubeEmbedUrl(videoId)}
      title={`${title} (YouTube video)`}
      allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
      className={className}
    />
  );
}
