import { publicUrlFromEnv } from '../src/shared/public-url-env.ts';
import { sellerFromEnv } from '../src/shared/seller-env.ts';
import { setupVideoIdFromEnv } from '../src/shared/setup-video-env.ts';

/**
 * What the front end takes from the environment when it is built (Vite's `define`). Public pages
 * are prerendered to HTML, so these hold until the next build, whatever the server is started
 * with. A bad value stops the build with a message naming its variable.
 */
export function buildConstants(env: Record<string, string | undefined>): Record<string, string> {
  return {
    // Absolute URLs in prerendered pages (canonical, Open Graph): the origin the server will use.
    __PUBLIC_URL__: JSON.stringify(publicUrlFromEnv(env)),
    __SELLER__: JSON.stringify(sellerFromEnv(env)),
    // The setup guide embeds this video, or tells the walk-through in words when it is null.
    __SETUP_VIDEO_ID__: JSON.stringify(setupVideoIdFromEnv(env)),
  };
}
