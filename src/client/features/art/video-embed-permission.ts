import { normalizePath } from '../../../shared/site-routes.ts';
import { videoEmbed } from '../../../shared/video-embed.ts';

const PENDING_PLAY_KEY = 'art-gallery-play';

/**
 * Whether this document may frame the YouTube player. The server allows it on the gallery's and
 * the piece pages' own documents only, and the policy stays the one the document was loaded with: a visitor who reached
 * the gallery by an in-app link still has the previous page's policy.
 */
export function documentAllowsVideoEmbed(): boolean {
  const [navigation] = performance.getEntriesByType('navigation');
  const loadedAt = navigation ? new URL(navigation.name).pathname : window.location.pathname;
  const path = normalizePath(loadedAt);
  return videoEmbed.pagePaths.includes(path) || videoEmbed.piecePagePath.test(path);
}

/**
 * Loads the gallery afresh (with the policy that allows the player), remembering which video the
 * visitor asked for. The wish rides in session storage, not the URL, so a copied link never starts
 * a video for someone who did not click.
 */
export function playAfterReload(pieceId: number): void {
  sessionStorage.setItem(PENDING_PLAY_KEY, String(pieceId));
  // Back at this piece after the reload.
  window.history.replaceState(window.history.state, '', `#art-${pieceId}`);
  window.location.reload();
}

/** On the reloaded gallery: whether this piece's play button was the one clicked. */
export const hasPendingPlay = (pieceId: number) =>
  sessionStorage.getItem(PENDING_PLAY_KEY) === String(pieceId);

/** The wish is granted once: a later visit starts nothing by itself. */
export const clearPendingPlay = () => sessionStorage.removeItem(PENDING_PLAY_KEY);
