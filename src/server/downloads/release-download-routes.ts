import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rateLimits } from '../../shared/site-config.ts';
import type { FileStore } from '../files/file-store.ts';
import type { Db } from '../db/client.ts';
import { routeRateLimit } from '../http/rate-limits.ts';
import {
  claimReleaseLink,
  findReleaseLink,
  giveBackReleaseLinkUse,
  type ReleaseLinkRefusal,
  releaseLinkRefusal,
} from '../releases/release-links.ts';
import { releaseById, releaseFileName } from '../releases/release-store.ts';
import { DOWNLOAD_TOKEN } from './download-state.ts';
import { isPrefetchOrPreview } from './link-previews.ts';
import type { LicenceSigningKey } from '../licences/signing-key.ts';
import { orderCopy } from './order-copy.ts';
import { storedBytes } from './served-bytes.ts';
import { sendZip } from './zip-response.ts';

const refusals: Record<
  ReleaseLinkRefusal | 'unavailable' | 'preview',
  { status: number; error: string; message: string }
> = {
  unknown: {
    status: 404,
    error: 'Not Found',
    message: 'This download link is not one of ours. Please check for updates again.',
  },
  expired: {
    status: 410,
    error: 'Gone',
    message: 'This download link has expired. Please check for updates again for a fresh one.',
  },
  used_up: {
    status: 410,
    error: 'Gone',
    message: 'This download link has been used up. Please check for updates again for a fresh one.',
  },
  unavailable: {
    status: 503,
    error: 'Service Unavailable',
    message: 'This release cannot be downloaded right now. Please try again in a few minutes.',
  },
  preview: {
    status: 403,
    error: 'Forbidden',
    message: 'Open this link yourself to download the release; previews do not fetch it.',
  },
};

function refuse(reply: FastifyReply, code: keyof typeof refusals): FastifyReply {
  const { status, ...body } = refusals[code];
  return reply.code(status).send({ code, ...body });
}

/**
 * `/download/release/{token}`: a release's zip, from a link the update check or the buyer's
 * library issued. No page: the bot fetches it. Served like the receipt's file (byte ranges,
 * HEAD, ETag = SHA-256), and counted like it, but in the link's own uses, never the receipt's.
 * A library link is a person's, so previews and prefetches get nothing; an update link is the
 * bot's own (whose user agent may well say "bot").
 */
export function releaseDownloadRoutes(deps: {
  db: Db;
  files: FileStore;
  signingKey: LicenceSigningKey;
}): FastifyPluginAsyncZod {
  const { db, files, signingKey } = deps;
  return async (app) => {
    app.route({
      method: ['GET', 'HEAD'],
      url: '/download/release/:token',
      config: routeRateLimit(rateLimits.downloadPage),
      schema: { params: z.object({ token: z.string() }) },
      handler: async (request, reply) => {
        reply
          .header('referrer-policy', 'no-referrer')
          .header('x-robots-tag', 'noindex')
          .header('cache-control', 'no-store');
        const { token } = request.params;
        const link = DOWNLOAD_TOKEN.test(token) ? await findReleaseLink(db, token) : undefined;
        const refusal = releaseLinkRefusal(link, new Date());
        if (refusal || !link) return refuse(reply, refusal ?? 'unknown');
        if (link.purpose === 'library' && isPrefetchOrPreview(request)) {
          return refuse(reply, 'preview');
        }
        const release = await releaseById(db, link.releaseId);
        const file = release ? await files.localFile(release.sha256) : undefined;
        if (!release || !file) return refuse(reply, 'unavailable');
        // A library link is a buyer's download: their own copy, licence file and all, as the
        // receipt's link serves it. An update link serves the release as stored: the update
        // check promises exactly the release's SHA-256.
        const body =
          link.purpose === 'library' && link.orderId !== null
            ? await orderCopy(db, signingKey, file, release.sha256, link.orderId)
            : storedBytes(file, release.sha256);
        return sendZip(
          request,
          reply,
          { body, fileName: releaseFileName(release) },
          {
            claim: async () => {
              const claimed = await claimReleaseLink(db, link.id);
              if (claimed) {
                request.log.info(
                  { releaseLinkId: link.id, releaseId: release.id, purpose: link.purpose },
                  'release download',
                );
              }
              return claimed;
            },
            delivered: async () => undefined,
            cutOff: () => giveBackReleaseLinkUse(db, link.id),
          },
          () => refuse(reply, releaseLinkRefusal(link, new Date()) ?? 'used_up'),
        );
      },
    });
  };
}
