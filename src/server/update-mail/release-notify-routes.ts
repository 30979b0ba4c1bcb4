import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '../../shared/api-error.ts';
import { apiPaths } from '../../shared/api-paths.ts';
import { RecordIdParamsSchema } from '../../shared/admin/common.ts';
import {
  type ReleaseNotifyProgress,
  ReleaseNotifyProgressSchema,
} from '../../shared/update-mail.ts';
import { actorOf } from '../admin/admin-guard.ts';
import type { Db } from '../db/client.ts';
import { notifyProgress } from './notify-progress.ts';
import { notifyRelease } from './notify-release.ts';
import { releaseForMail } from './release-facts.ts';

const unknownRelease = { error: 'Not Found', message: 'There is no such release.' };

/**
 * The release page's update mail (admin; the guard covers /api/admin/): `POST` starts it, once
 * (a second press answers the same progress and sends nothing more), `GET` shows its progress.
 */
export function releaseNotifyRoutes(deps: {
  db: Db;
  mailsPerMinute: number;
  /** The mail job takes its first turn at once. */
  onStarted: () => void;
}): FastifyPluginAsyncZod {
  const progressOf = async (releaseId: number): Promise<ReleaseNotifyProgress> => ({
    releaseId,
    mailsPerMinute: deps.mailsPerMinute,
    ...(await notifyProgress(deps.db, releaseId)),
  });
  const schema = {
    params: RecordIdParamsSchema,
    response: { 200: ReleaseNotifyProgressSchema, 404: ApiErrorSchema },
  };
  return async (app) => {
    app.get(apiPaths.adminReleaseNotify, { schema }, async (request, reply) => {
      const { id } = request.params;
      if (!(await releaseForMail(deps.db, id))) return reply.code(404).send(unknownRelease);
      return progressOf(id);
    });

    app.post(apiPaths.adminReleaseNotify, { schema }, async (request, reply) => {
      const { id } = request.params;
      const outcome = await notifyRelease(deps.db, id, actorOf(request));
      if (outcome === 'unknown-release') return reply.code(404).send(unknownRelease);
      if (outcome === 'started') {
        request.log.info({ releaseId: id }, 'update mail started');
        deps.onStarted();
      }
      return progressOf(id);
    });
  };
}
