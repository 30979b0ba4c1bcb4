import type { FastifyRequest } from 'fastify';

/**
 * Whether the browser says a request comes from another site: `Sec-Fetch-Site` other than
 * same-origin/none, or an `Origin` that is neither this host nor PUBLIC_URL's. Requests without
 * these headers (curl, server-to-server) are not a browser acting for someone else.
 */
export function isCrossSite(request: FastifyRequest, publicHost: string): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  let originHost: string | undefined;
  try {
    originHost = new URL(origin).host;
  } catch {
    return true;
  }
  return originHost !== request.headers.host && originHost !== publicHost;
}
