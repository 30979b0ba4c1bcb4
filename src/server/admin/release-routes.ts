import fastifyMultipart from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '../../shared/api-error.ts';
import { RecordIdParamsSchema } from '../../shared/admin/common.ts';
import { apiPaths } from '../../shared/api-paths.ts';
import {
  AdminReleaseSchema,
  AdminReleasesSchema,
  PublishedReleaseSchema,
  PublishReleaseFieldsSchema,
  releaseUploadField,
} from '../../shared/releases.ts';
import type { Db } from '../db/client.ts';
import type { FileStore } from '../files/file-store.ts';
import { refuseNulInFileName } from '../http/nul-refusal.ts';
import { savedPackage } from '../products/product-files.ts';
import {
  publishRelease,
  ReleaseRefusal,
  type ReleaseSource,
} from '../releases/release-publishing.ts';
import {
  latestRelease,
  listReleases,
  releaseById,
  releaseView,
} from '../releases/release-store.ts';
import { actorOf } from './admin-guard.ts';

export interface ReleaseRouteDependencies {
  db: Db;
  files: FileStore;
  maxUploadBytes: number;
}

const refusalStatus = {
  'bad-file': 400,
  'no-package': 409,
  'version-taken': 409,
  'too-large': 413,
} as const;
const titles = { 400: 'Bad Request', 409: 'Conflict', 413: 'Payload Too Large' } as const;

const publishResponses = {
  201: PublishedReleaseSchema,
  400: ApiErrorSchema,
  406: ApiErrorSchema,
  409: ApiErrorSchema,
  413: ApiErrorSchema,
};

/**
 * /admin/releases: the owner's releases, and publishing one from the current package (JSON) or
 * from an uploaded zip (multipart: the fields `version`, `channel`, `changelog`, then the file in
 * `release`). Every publish is in the audit log.
 */
export function releaseRoutes(deps: ReleaseRouteDependencies): FastifyPluginAsyncZod {
  const { db } = deps;
  const publish = async (
    reply: FastifyReply,
    fields: unknown,
    source: ReleaseSource,
    actor: ReturnType<typeof actorOf>,
  ) => {
    const parsed = PublishReleaseFieldsSchema.safeParse(fields);
    if (!parsed.success) {
      if (source.kind === 'upload') source.content.resume();
      const fieldErrors: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) {
        (fieldErrors[String(issue.path[0] ?? 'body')] ??= []).push(issue.message);
      }
      return reply.code(400).send({
        error: 'Bad Request',
        message: `Some fields need your attention: ${Object.keys(fieldErrors).join(', ')}.`,
        fieldErrors,
      });
    }
    try {
      const release = await publishRelease(deps, parsed.data, source, actor);
      return reply.code(201).send({ release: releaseView(release) });
    } catch (error) {
      if (!(error instanceof ReleaseRefusal)) throw error;
      const status = refusalStatus[error.kind];
      return reply.code(status).send({ error: titles[status], message: error.message });
    }
  };

  return async (app) => {
    await app.register(fastifyMultipart, {
      limits: { fileSize: deps.maxUploadBytes, files: 1, fields: 3, parts: 4 },
    });

    app.get(
      apiPaths.adminReleases,
      { schema: { response: { 200: AdminReleasesSchema } } },
      async () => {
        const [all, served, pkg] = await Promise.all([
          listReleases(db),
          latestRelease(db, 'stable'),
          savedPackage(db),
        ]);
        return {
          releases: all.map(releaseView),
          servedReleaseId: served?.id ?? null,
          currentPackage: pkg
            ? { sha256: pkg.sha256, sizeBytes: pkg.sizeBytes, builtAt: pkg.builtAt }
            : null,
        };
      },
    );

    app.get(
      apiPaths.adminRelease,
      {
        schema: {
          params: RecordIdParamsSchema,
          response: { 200: AdminReleaseSchema, 404: ApiErrorSchema },
        },
      },
      async (request, reply) => {
        const release = await releaseById(db, request.params.id);
        if (!release) {
          return reply.code(404).send({ error: 'Not Found', message: 'There is no such release.' });
        }
        const served = await latestRelease(db, 'stable');
        return { release: releaseView(release), served: served?.id === release.id };
      },
    );

    app.post(
      apiPaths.adminReleases,
      { schema: { response: publishResponses } },
      async (request, reply) => publish(reply, request.body, { kind: 'package' }, actorOf(request)),
    );

    app.post(
      apiPaths.adminReleaseUpload,
      { schema: { response: publishResponses } },
      async (request, reply) => {
        const part = request.isMultipart() ? await request.file() : undefined;
        if (!part || part.fieldname !== releaseUploadField) {
          part?.file.resume();
          return reply.code(400).send({
            error: 'Bad Request',
            message: `Please choose the release's zip (form field "${releaseUploadField}", after version, channel and changelog).`,
          });
        }
        refuseNulInFileName(part);
        const fields: Record<string, unknown> = {};
        for (const [name, field] of Object.entries(part.fields)) {
          const value = [field].flat()[0];
          if (value && value.type === 'field') fields[name] = value.value;
        }
        return publish(
          reply,
          fields,
          { kind: 'upload', fileName: part.filename, content: part.file },
          actorOf(request),
        );
      },
    );
  };
}
