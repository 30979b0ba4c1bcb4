import type { FastifyInstance } from 'fastify';
import type { ApiError } from '../../shared/api-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on routes other sites call by design (the payment webhook): the guard lets them by. */
    allowCrossSite?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * State-changing calls must come from this site's own pages. Browsers say where a request comes
 * from (Sec-Fetch-Site, Origin); a request that says another site is refused. Requests without
 * these headers (server-to-server webhooks, curl) are not browser CSRF and pass.
 *
 * The guard covers every non-safe method and decides on the route that was matched, not on the
 * URL as written, so no spelling of a path (`/%61pi/contact`, `//api/…`) slips past it.
 */
export function registerSameOriginGuard(app: FastifyInstance, publicUrl: string): void {
  const publicHost = new URL(publicUrl).host;
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method) || request.routeOptions.config.allowCrossSite) return;

    const fetchSite = request.headers['sec-fetch-site'];
    const origin = request.headers.origin;
    let crossSite = fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none';
    if (!crossSite && origin !== undefined) {
      let originHost: string | undefined;
      try {
        originHost = new URL(origin).host;
      } catch {
        originHost = undefined;
      }
      crossSite = originHost !== request.headers.host && originHost !== publicHost;
    }
    if (crossSite) {
      const body: ApiError = {
        error: 'Forbidden',
        message: 'This request came from another website and was refused.',
      };
      return reply.code(403).send(body);
    }
  });
}
