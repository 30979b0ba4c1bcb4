import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '../../shared/api-error.ts';
import { artUploadField, ArtUploadResponseSchema } from '../../shared/art-admin.ts';
import { actorOf } from '../admin/admin-guard.ts';
import { recordAudit } from '../audit/audit-log.ts';
import type { Db } from '../db/client.ts';
import { refuseNulInFileName } from '../http/nul-refusal.ts';
import type { ArtMediaStore } from './art-media-store.ts';
import { ArtUploadError, ArtUploadTooLargeError } from './art-media-store.ts';
import { artMediaUrl, artworkOf } from './collection-view.ts';
import { apiPaths } from '../../shared/api-paths.ts';

// A large video over a slow line needs more than the default 30 seconds to arrive.
const UPLOAD_DEADLINE_MS = 10 * 60_000;

const sizeLimit = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${Math.floor(bytes / (1024 * 1024))} MB`
    : `${Math.floor(bytes / 1024)} KB`;

/** `POST /api/admin/upload-nft-image`: artwork for a collection, behind the admin session. */
export function artUploadRoutes(deps: {
  db: Db;
  media: ArtMediaStore;
  maxUploadBytes: number;
}): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(fastifyMultipart, {
      limits: { fileSize: deps.maxUploadBytes, files: 1, fields: 0, parts: 1 },
    });

    app.post(
      apiPaths.adminArtUpload,
      {
        config: { admin: true, bodyTimeoutMs: UPLOAD_DEADLINE_MS },
        schema: {
          response: {
            201: ArtUploadResponseSchema,
            400: ApiErrorSchema,
            406: ApiErrorSchema,
            413: ApiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const part = request.isMultipart() ? await request.file() : undefined;
        if (!part || part.fieldname !== artUploadField) {
          part?.file.resume();
          return reply.code(400).send({
            error: 'Bad Request',
            message: `Please choose an image or video to upload (form field "${artUploadField}").`,
          });
        }
        refuseNulInFileName(part);
        try {
          const media = await deps.media.addStream(part.filename, part.file);
          await recordAudit(deps.db, actorOf(request), {
            action: 'art.upload',
            targetType: 'art-media',
            targetId: media.publicId,
            detail: {
              kind: media.kind,
              mimeType: media.mimeType,
              sizeBytes: media.sizeBytes,
              sha256: media.sha256,
            },
          });
          const artwork = artworkOf({ youtubeUrl: null }, media);
          if (!artwork) throw new Error('an upload without artwork');
          return reply.code(201).send({
            imageUrl: artMediaUrl(media.publicId),
            artwork,
            message: 'Image uploaded successfully',
          });
        } catch (error) {
          if (error instanceof ArtUploadError) {
            return reply.code(400).send({ error: 'Bad Request', message: error.message });
          }
          if (error instanceof ArtUploadTooLargeError) {
            return reply.code(413).send({
              error: 'Payload Too Large',
              message: `The file is too large: artwork can be at most ${sizeLimit(deps.maxUploadBytes)}.`,
            });
          }
          throw error;
        }
      },
    );
  };
}
