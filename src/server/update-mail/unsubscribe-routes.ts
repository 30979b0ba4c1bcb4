import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPaths } from '../../shared/api-paths.ts';
import { rateLimits } from '../../shared/site-config.ts';
import { UnsubscribeTokenSchema } from '../../shared/update-mail.ts';
import type { Db } from '../db/client.ts';
import { pageCsp } from '../http/csp.ts';
import { routeRateLimit } from '../http/rate-limits.ts';
import { unsubscribeByToken, unsubscribeStanding } from './unsubscribe.ts';
import { unsubscribePage, type UnsubscribeView } from './unsubscribe-page.ts';

/**
 * An update mail's unsubscribe link (RFC 8058). `GET` is the page a person opens from the mail:
 * it only asks, since mail scanners open links too. `POST` unsubscribes with no other step: a
 * mail client's own "unsubscribe" button sends it (body `List-Unsubscribe=One-Click`, no cookies,
 * often from the mail provider's servers), and so does the page's button. The token is the whole
 * authority, so the POST is let through from other sites.
 */
export function unsubscribeRoutes(deps: { db: Db; isProduction: boolean }): FastifyPluginAsyncZod {
  return async (app) => {
    // The one-click body ("List-Unsubscribe=One-Click") says nothing the token does not.
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain']) {
      app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 4096 }, (_r, _b, done) =>
        done(null, {}),
      );
    }
    const sendPage = (reply: FastifyReply, view: UnsubscribeView) => {
      const { status, html } = unsubscribePage(view);
      return reply
        .code(status)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'same-origin')
        .header('x-robots-tag', 'noindex')
        .header('content-security-policy', pageCsp({ upgradeInsecureRequests: deps.isProduction }))
        .send(html);
    };
    const tokenOf = (query: { token?: string }) =>
      UnsubscribeTokenSchema.safeParse(query.token).data;
    const route = (summary: string) => ({
      config: { ...routeRateLimit(rateLimits.updateMailUnsubscribe), allowCrossSite: true },
      schema: {
        summary,
        tags: ['Update mail'],
        querystring: z.object({ token: z.string().max(200).optional() }),
      },
    });

    app.get(
      apiPaths.updateMailUnsubscribe,
      route('A page asking to confirm the unsubscribe (changes nothing)'),
      async (request, reply) => {
        const token = tokenOf(request.query);
        if (!token) return sendPage(reply, { state: 'incomplete' });
        const standing = await unsubscribeStanding(deps.db, token);
        if (!standing) return sendPage(reply, { state: 'unknown' });
        if (!standing.wanted)
          return sendPage(reply, { state: 'unsubscribed', email: standing.email });
        const action = `${apiPaths.updateMailUnsubscribe}?token=${token}`;
        return sendPage(reply, { state: 'ask', action, email: standing.email });
      },
    );

    app.post(
      apiPaths.updateMailUnsubscribe,
      route('One-click unsubscribe from update mail (RFC 8058)'),
      async (request, reply) => {
        const token = tokenOf(request.query);
        if (!token) return sendPage(reply, { state: 'incomplete' });
        const email = await unsubscribeByToken(deps.db, token);
        if (!email) return sendPage(reply, { state: 'unknown' });
        request.log.info('update mail: a buyer unsubscribed with a mail link');
        return sendPage(reply, { state: 'unsubscribed', email });
      },
    );
  };
}
