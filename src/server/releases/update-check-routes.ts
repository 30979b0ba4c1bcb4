import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '../../shared/api-error.ts';
import { apiPaths } from '../../shared/api-paths.ts';
import type { LicenceRefusalCode } from '../../shared/licences.ts';
import {
  compareVersions,
  UpdateCheckRefusalSchema,
  UpdateCheckRequestSchema,
  UpdateCheckResponseSchema,
} from '../../shared/releases.ts';
import { rateLimits } from '../../shared/site-config.ts';
import type { Db } from '../db/client.ts';
import { limitBy, routeRateLimit } from '../http/rate-limits.ts';
import { hashLicenceKey } from '../licences/licence-keys.ts';
import { checkMachine } from '../licences/machine-calls.ts';
import { issueReleaseDownload } from './release-links.ts';
import { latestRelease } from './release-store.ts';

/**
 * The status of each refusal. A machine that is not (or no longer) activated is forbidden to
 * fetch, as a revoked licence is (403); `no_release` is a licence in order before the owner has
 * published anything (404). No refusal carries a download URL.
 */
const refusalStatus = {
  unknown_key: 404,
  revoked: 403,
  too_many_machines: 409,
  machine_deactivated: 403,
  no_release: 404,
} as const satisfies Record<LicenceRefusalCode | 'no_release', number>;

const titles = { 403: 'Forbidden', 404: 'Not Found', 409: 'Conflict' } as const;

const noReleaseMessage =
  'No release has been published yet. Your licence is in order: please check again later.';

function refuse(
  reply: FastifyReply,
  code: keyof typeof refusalStatus,
  message: string,
): FastifyReply {
  const status = refusalStatus[code];
  return reply.code(status).send({ code, error: titles[status], message });
}

/**
 * `POST /api/v1/updates/check`: for a licence that answers for the machine (as validate checks
 * it, with the same limits per client and per key), the newest release of the asked channel and
 * a fresh link to its zip: an hour long, counted apart from the receipt's downloads.
 */
export function updateCheckRoutes(deps: { db: Db; publicUrl: string }): FastifyPluginAsyncZod {
  const { db, publicUrl } = deps;
  return async (app) => {
    const perKey = limitBy(
      app,
      rateLimits.licenceKey,
      (request) => `licence-key:${hashLicenceKey(String((request.body as { key?: unknown }).key))}`,
    );
    app.post(
      apiPaths.updatesCheck,
      {
        config: routeRateLimit(rateLimits.licenceClient),
        preHandler: perKey,
        schema: {
          summary: 'The newest release a licence may install, with a short-lived download link',
          tags: ['Updates'],
          body: UpdateCheckRequestSchema,
          response: {
            200: UpdateCheckResponseSchema,
            400: ApiErrorSchema,
            403: UpdateCheckRefusalSchema,
            404: UpdateCheckRefusalSchema,
            409: UpdateCheckRefusalSchema,
            429: ApiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const { key, fingerprint, currentVersion, channel = 'stable' } = request.body;
        const standing = await checkMachine(db, { key, fingerprint, address: request.ip });
        if ('refused' in standing) {
          return refuse(reply, standing.refused.code, standing.refused.message);
        }
        const release = await latestRelease(db, channel);
        if (!release) return refuse(reply, 'no_release', noReleaseMessage);
        const link = await issueReleaseDownload(db, {
          releaseId: release.id,
          licenceId: standing.answer.licenceId,
          orderId: standing.answer.orderId,
          purpose: 'update',
        });
        reply.header('cache-control', 'no-store');
        return {
          latest: {
            version: release.version,
            channel: release.channel,
            changelog: release.changelog,
            sha256: release.sha256,
            downloadUrl: new URL(link.url, publicUrl).toString(),
            publishedAt: release.publishedAt.toISOString(),
          },
          updateAvailable: compareVersions(release.version, currentVersion) > 0,
        };
      },
    );
  };
}
