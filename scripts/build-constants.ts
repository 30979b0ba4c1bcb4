import { sellerFromEnv } from '../src/shared/seller-env.ts';

/**
 * What the front end takes from the environment when it is built (Vite's `define`). Public pages
 * are prerendered to HTML, so these hold until the next build, whatever the server is started
 * with. A bad value stops the build with a message naming its variable.
 */
export function buildConstants(env: Record<string, string | undefined>): Record<string, string> {
  // Absolute URLs in prerendered pages (canonical, Open Graph) use the origin the site is served at.
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${env.PORT || 3000}`).replace(/\/+$/, '');
  return {
    __PUBLIC_URL__: JSON.stringify(publicUrl),
    __SELLER__: JSON.stringify(sellerFromEnv(env)),
  };
}
