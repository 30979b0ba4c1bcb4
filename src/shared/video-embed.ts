/*
 * The one third-party frame the site allows: a YouTube video, from its no-cookie host, loaded
 * only when a visitor clicks play (no request to another host before that click:
 * docs/product-rules.md).
 * The server allows the frame only on the pages listed here; the player checks the same list.
 */

export const videoEmbed = {
  origin: 'https://www.youtube-nocookie.com',
  /** Pages whose Content-Security-Policy allows the embed (the art gallery). */
  pagePaths: ['/digital-collectibles'] as readonly string[],
  /** Each art piece's own page (`/digital-collectibles/{slug}`) allows it too. */
  piecePagePath: /^\/digital-collectibles\/[a-z0-9]+(?:-[a-z0-9]+)*$/,
  /** Allows it too, only when SETUP_VIDEO_URL is set (the setup walkthrough). */
  setupGuidePath: '/setup-guide',
};

/** The player, started: the visitor has just clicked play. */
export const youtubeEmbedUrl = (videoId: string) =>
  `${videoEmbed.origin}/embed/${encodeURIComponent(videoId)}?autoplay=1`;
