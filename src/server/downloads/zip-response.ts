import type { ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseByteRange, rangeStillApplies } from '../http/byte-range.ts';
import type { ServedBytes } from './served-bytes.ts';

/** A zip to send: its bytes (stored, or a bot order's copy with its licence) and the name to save. */
export interface ZipToSend {
  body: ServedBytes;
  fileName: string;
}

/** How a link counts a whole download: claimed before, then delivered or given back. */
export interface WholeDownloadCount {
  /** Counts one download; false when the link had none left (the refusal is sent instead). */
  claim: (reply: FastifyReply) => Promise<boolean>;
  delivered: () => PromiseLike<unknown>;
  cutOff: () => PromiseLike<unknown>;
}

/**
 * Sends the zip, whole or as the asked byte range (`Range`, `If-Range` on the ETag, HEAD with the
 * real length). Only a response that will send the file's last byte counts: it claims a download
 * first, and once the response is over records it as delivered or, cut off, gives it back. A
 * part that stops short of the end completes nothing, so it neither claims nor counts.
 */
export async function sendZip(
  request: FastifyRequest,
  reply: FastifyReply,
  zip: ZipToSend,
  count: WholeDownloadCount,
  refused: () => FastifyReply,
): Promise<FastifyReply> {
  const size = zip.body.size;
  const etag = zip.body.etag;
  let range = parseByteRange(request.headers.range, size);
  if (range.kind === 'part' && !rangeStillApplies([request.headers['if-range']].flat()[0], etag)) {
    range = { kind: 'whole' };
  }
  reply
    .header('accept-ranges', 'bytes')
    .header('etag', etag)
    .header('content-type', 'application/zip')
    .header('content-disposition', `attachment; filename="${zip.fileName}"`);
  if (range.kind === 'unsatisfiable') {
    return reply.code(416).header('content-range', `bytes */${size}`).send();
  }
  if (request.method === 'HEAD') {
    return reply.header('content-length', String(size)).send();
  }

  const start = range.kind === 'part' ? range.start : 0;
  const end = range.kind === 'part' ? range.end : size - 1;
  if (end === size - 1) {
    if (!(await count.claim(reply))) return refused();
    settleWhenDone(reply.raw, { ...count, log: request.log });
  }
  if (range.kind === 'part') {
    reply.code(206).header('content-range', `bytes ${start}-${end}/${size}`);
  }
  return reply.header('content-length', String(end - start + 1)).send(zip.body.stream(start, end));
}

/**
 * Once the response is over: record a delivered download (every byte handed to the network), or
 * give back one whose transfer was cut off first.
 */
function settleWhenDone(
  response: ServerResponse,
  outcome: {
    delivered: () => PromiseLike<unknown>;
    cutOff: () => PromiseLike<unknown>;
    log: { error: (details: object, message: string) => void };
  },
): void {
  let finished = false;
  const settle = (step: () => PromiseLike<unknown>) =>
    Promise.resolve(step()).catch((error: unknown) =>
      outcome.log.error({ err: error }, 'could not settle a download'),
    );
  response.once('finish', () => {
    finished = true;
    void settle(outcome.delivered);
  });
  response.once('close', () => {
    if (!finished) void settle(outcome.cutOff);
  });
}
