import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DownloadPageSchema, downloadPagePath } from '../../shared/delivery.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { grantDownloads } from '../db/schema.ts';
import { describeClient } from './client-description.ts';
import { type DownloadDependencies, describeDownload, resolveDownload } from './download-state.ts';
import { claimDownload, releaseDownload } from './grant-claims.ts';
import { isPrefetchOrPreview } from './link-previews.ts';
import { sendZip } from './zip-response.ts';
import { rateLimits } from '../../shared/site-config.ts';
import { routeRateLimit } from '../http/rate-limits.ts';
import { apiPaths } from '../../shared/api-paths.ts';

/**
 * A download link is a page (`/download/{token}`, rendered by the front end from
 * `GET /api/downloads/{token}`) and a file (`/download/{token}/file`, which the page's button
 * fetches). Only the file counts, and only once the whole file has gone out: a transfer that is
 * cut off gives its download back and can be resumed with Range. A response that will send the
 * file's last byte claims the download first, in one conditional UPDATE, so no number of
 * parallel requests gets past the limit.
 */
export function downloadRoutes(deps: DownloadDependencies): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      apiPaths.download,
      {
        config: routeRateLimit(rateLimits.downloadPage),
        schema: {
          summary: 'The download page’s facts for a download link',
          tags: ['Orders'],
          params: z.object({ token: z.string() }),
          response: { 200: DownloadPageSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
        return describeDownload(deps, request.params.token);
      },
    );

    app.route({
      // HEAD is declared, not derived from GET: Fastify's derived HEAD would report a length of
      // 0 for the empty body, where a client checking the file before fetching it needs its size.
      method: ['GET', 'HEAD'],
      url: '/download/:token/file',
      schema: { params: z.object({ token: z.string() }) },
      // The buyer pressed Download: during a database outage, the page says what is going on.
      errorHandler: (error, request, reply) => {
        if (!isDatabaseUnavailable(error)) throw error;
        request.log.error({ err: error }, 'database unreachable during a download');
        const { token } = request.params as { token: string };
        return reply.redirect(downloadPagePath(encodeURIComponent(token)), 303);
      },
      handler: async (request, reply) => {
        const { token } = request.params;
        reply
          .header('referrer-policy', 'no-referrer')
          .header('x-robots-tag', 'noindex')
          .header('cache-control', 'no-store');
        // Every refusal, and every request no person made, lands on the page that explains.
        const toPage = () => reply.redirect(downloadPagePath(encodeURIComponent(token)), 303);
        if (isPrefetchOrPreview(request)) return toPage();

        const { state, grant, pkg, body } = await resolveDownload(deps, token);
        if (state !== 'ready' || !grant || !pkg || !body) return toPage();
        return sendZip(
          request,
          reply,
          { body, fileName: pkg.fileName },
          {
            claim: async (reply) => {
              const claim = await claimDownload(deps.db, token);
              if (!claim.ok) return false;
              reply.header(
                'x-downloads-remaining',
                String(claim.maxDownloads - claim.downloadsUsed),
              );
              request.log.info(
                { grantId: grant.id, downloadsUsed: claim.downloadsUsed },
                'package download',
              );
              return true;
            },
            delivered: () =>
              deps.db.insert(grantDownloads).values({
                grantId: grant.id,
                client: describeClient(request.headers['user-agent']),
                // Evidence of the transfer if the buyer later disputes the charge.
                address: request.ip,
              }),
            cutOff: () => releaseDownload(deps.db, grant.id),
          },
          toPage,
        );
      },
    });
  };
}
