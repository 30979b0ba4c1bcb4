import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '../../shared/api-error.ts';
import { apiPaths } from '../../shared/api-paths.ts';
import {
  LIBRARY_SIGN_IN_ANSWER,
  libraryPagePath,
  LibrarySignInRequestSchema,
  LibrarySignInResponseSchema,
} from '../../shared/library.ts';
import { rateLimits } from '../../shared/site-config.ts';
import type { Db } from '../db/client.ts';
import { pageCsp } from '../http/csp.ts';
import { routeRateLimit } from '../http/rate-limits.ts';
import type { LibraryCookie } from './library-cookie.ts';
import { mailSignInLink, redeemSignIn, signInState } from './sign-in-links.ts';
import { signInPage } from './sign-in-page.ts';

/**
 * Signing in to the library. `POST /api/library/sign-in`: the same answer for every address, a
 * mail with a single-use link only to one that bought. `/library/sign-in/{token}`: the link's
 * page (GET, safe for mail scanners) and its button (POST), which starts the library session.
 */
export function librarySignInRoutes(deps: {
  db: Db;
  cookie: LibraryCookie;
  publicUrl: string;
  isProduction: boolean;
  onMailQueued: () => void;
}): FastifyPluginAsyncZod {
  return async (app) => {
    // The page's button is a plain HTML form; it sends nothing the server reads.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, _body, done) => done(null, {}),
    );

    app.post(
      apiPaths.librarySignIn,
      {
        config: routeRateLimit(rateLimits.librarySignIn),
        schema: {
          summary: 'Mail a single-use sign-in link to the buyer’s library',
          tags: ['Library'],
          body: LibrarySignInRequestSchema,
          response: { 202: LibrarySignInResponseSchema, 400: ApiErrorSchema },
        },
      },
      async (request, reply) => {
        const queued = await mailSignInLink(deps.db, request.body.email, deps.publicUrl);
        if (queued > 0) deps.onMailQueued();
        // Same answer, status and shape for every address: it tells nobody who bought.
        return reply.code(202).send({ message: LIBRARY_SIGN_IN_ANSWER });
      },
    );

    const sendPage = (reply: FastifyReply, view: Parameters<typeof signInPage>[0]) => {
      const { status, html } = signInPage(view);
      // As the "find my purchase" page: the token is in the address, so same-origin referrers.
      return reply
        .code(status)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'same-origin')
        .header('x-robots-tag', 'noindex')
        .header('content-security-policy', pageCsp({ upgradeInsecureRequests: deps.isProduction }))
        .send(html);
    };
    const page = {
      config: routeRateLimit(rateLimits.librarySignInPage),
      schema: { params: z.object({ token: z.string() }) },
    };

    app.get('/library/sign-in/:token', page, async (request, reply) => {
      const { token } = request.params;
      const state = await signInState(deps.db, token);
      return sendPage(reply, state === 'ready' ? { state, token } : { state });
    });

    app.post('/library/sign-in/:token', page, async (request, reply) => {
      const redemption = await redeemSignIn(deps.db, request.params.token);
      if (redemption.state !== 'signed-in') return sendPage(reply, redemption);
      deps.cookie.set(reply, redemption.sessionToken);
      request.log.info('library: signed in');
      return reply.header('cache-control', 'no-store').redirect(libraryPagePath, 303);
    });
  };
}
