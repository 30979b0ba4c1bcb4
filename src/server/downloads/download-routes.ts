import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { pageCsp } from '../http/csp.ts';
import type { Db } from '../db/client.ts';
import type { ProductFiles } from '../products/product-files.ts';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/unavailable.ts';
import { type DownloadRefusal, downloadRefusalPage, refusalStatus } from './download-pages.ts';
import { checkDownload, claimDownload } from './grant-claims.ts';

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

function refuse(reply: FastifyReply, reason: DownloadRefusal) {
  if (reason === 'offline') reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
  return reply
    .code(refusalStatus[reason])
    .header('cache-control', 'no-store')
    .header('content-security-policy', pageCsp({}))
    .type('text/html; charset=utf-8')
    .send(downloadRefusalPage(reason));
}

/**
 * `/download/{token}`: streams the package and counts the download; a link that cannot be
 * honoured gets a page that says why. HEAD answers without counting.
 */
export function downloadRoutes(deps: { db: Db; productFiles: ProductFiles }): FastifyPluginAsync {
  return async (app) => {
    // The buyer followed a link from a mail: even a database outage gets a page, not JSON.
    const errorHandler = (error: Error, request: FastifyRequest, reply: FastifyReply) => {
      if (!isDatabaseUnavailable(error)) throw error;
      request.log.error({ err: error }, 'database unreachable during a download');
      return refuse(reply, 'offline');
    };

    app.get<{ Params: { token: string } }>(
      '/download/:token',
      { errorHandler },
      async (request, reply) => {
        reply.header('referrer-policy', 'no-referrer').header('x-robots-tag', 'noindex');
        const { token } = request.params;
        if (!TOKEN.test(token)) return refuse(reply, 'unknown');

        // Check the package first so a missing file never costs the buyer a download.
        const pkg = await deps.productFiles.currentPackage();
        const size = pkg
          ? await stat(pkg.path).then(
              (s) => s.size,
              () => undefined,
            )
          : undefined;
        if (!pkg || size === undefined) {
          request.log.error({ package: pkg?.fileName }, 'download requested but no package file');
          return refuse(reply, 'unavailable');
        }

        const result =
          request.method === 'HEAD'
            ? await checkDownload(deps.db, token)
            : await claimDownload(deps.db, token);
        if (!result.ok) return refuse(reply, result.reason);

        request.log.info({ downloadsUsed: result.downloadsUsed }, 'package download');
        return reply
          .header('content-type', 'application/zip')
          .header('content-disposition', 'attachment; filename="cryptomaton.zip"')
          .header('content-length', String(size))
          .header('cache-control', 'no-store')
          .header('x-downloads-remaining', String(result.maxDownloads - result.downloadsUsed))
          .send(request.method === 'HEAD' ? undefined : createReadStream(pkg.path));
      },
    );
  };
}
