import { createReadStream } from 'node:fs';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseByteRange } from '../http/byte-range.ts';
import type { ArtMediaStore } from './art-media-store.ts';

// A public id never changes what it names, so browsers and caches may keep it for a year.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const VARIANT = /^([1-9][0-9]{0,4})w$/;

const notFound = { error: 'Not Found', message: 'There is no such artwork.' };

/**
 * The artwork the gallery shows, under its random public id: an image's web copies (by width, or
 * the largest), a video with Range support. An image's original is never served here: it is
 * what buyers pay for, and it goes only into their package.
 */
export function artMediaRoutes(deps: { media: ArtMediaStore }): FastifyPluginAsyncZod {
  /** Sends a stored file; videos honour Range, so players can seek and resume. */
  const send = async (
    reply: FastifyReply,
    file: { sha256: string; mimeType: string },
    options: { range?: string; seekable: boolean },
  ) => {
    const local = await deps.media.localFile(file.sha256);
    if (!local) {
      reply.log.error({ sha256: file.sha256 }, 'art media file missing from the file store');
      return reply.code(404).send(notFound);
    }
    const size = local.sizeBytes;
    const part = options.seekable
      ? parseByteRange(options.range, size)
      : { kind: 'whole' as const };
    if (options.seekable) reply.header('accept-ranges', 'bytes');
    if (part.kind === 'unsatisfiable') {
      return reply.code(416).header('content-range', `bytes */${size}`).send();
    }
    reply
      .header('cache-control', IMMUTABLE)
      // The type is the one we checked at upload; a browser must not guess another.
      .header('x-content-type-options', 'nosniff')
      .type(file.mimeType);
    const start = part.kind === 'part' ? part.start : 0;
    const end = part.kind === 'part' ? part.end : size - 1;
    if (part.kind === 'part') {
      reply.code(206).header('content-range', `bytes ${start}-${end}/${size}`);
    }
    return reply
      .header('content-length', String(end - start + 1))
      .send(createReadStream(local.path, { start, end }));
  };

  return async (app) => {
    app.get(
      '/media/art/:publicId',
      { schema: { params: z.object({ publicId: z.string() }) } },
      async (request, reply) => {
        const media = await deps.media.find(request.params.publicId);
        if (!media) return reply.code(404).send(notFound);
        if (media.kind === 'video') {
          return send(reply, media, { range: request.headers.range, seekable: true });
        }
        const largest = media.variants.at(-1);
        if (!largest) return reply.code(404).send(notFound);
        return send(reply, largest, { seekable: false });
      },
    );

    app.get(
      '/media/art/:publicId/:width',
      { schema: { params: z.object({ publicId: z.string(), width: z.string() }) } },
      async (request, reply) => {
        const width = Number(VARIANT.exec(request.params.width)?.[1]);
        const media = width ? await deps.media.find(request.params.publicId) : undefined;
        const variant = media?.variants.find((candidate) => candidate.width === width);
        if (!variant) return reply.code(404).send(notFound);
        return send(reply, variant, { seekable: false });
      },
    );
  };
}
