import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { BadRequestError } from './bad-request.ts';

/*
 * NUL has no place in anything sent to the shop, and PostgreSQL refuses it in text outright: a
 * NUL that reached a query was a 500. Rather than a rule on every field of every schema, it is
 * refused once, where requests come in: in the address (path and query), in a parsed body, and
 * in an uploaded file's name.
 */

export const NUL_IN_ADDRESS_MESSAGE =
  'The address contains a NUL character, which the shop does not accept. Please check the link and try again.';
export const NUL_IN_BODY_MESSAGE =
  'The request contains a NUL character, which the shop does not accept. Please remove it and try again.';
export const NUL_IN_FILE_NAME_MESSAGE =
  'The file name contains a NUL character, which the shop does not accept. Please rename the file and upload it again.';

/** The raw address holds NUL percent-encoded: node refuses a bare one on the wire. */
export const hasNulInAddress = (url: string) => url.includes('%00') || url.includes('\0');

/** Whether a parsed body holds NUL in any string or key, however deeply nested. */
export function hasNulInBody(body: unknown): boolean {
  // A loop, not recursion: a 64 KB body can nest thirty thousand levels deep.
  const pending: unknown[] = [body];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\0')) return true;
    } else if (Array.isArray(value)) {
      for (const item of value) pending.push(item);
    } else if (isPlainObject(value)) {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\0')) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

// Raw bodies (the payment webhook's Buffer) are bytes for a signature check, not text.
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * Refuses NUL in every request's address before anything reads it, and in every parsed body.
 * A body is looked at as it arrived but refused only after the route's schema has had its say,
 * so a field with a rule of its own answers with that field's message (the one the page shows);
 * what no rule covers (a free-form field, a key the schema drops) gets the general message.
 */
export function registerNulRefusal(app: FastifyInstance): void {
  const bodiesWithNul = new WeakSet<object>();
  app.addHook('onRequest', (request, _reply, done) => {
    done(hasNulInAddress(request.url) ? new BadRequestError(NUL_IN_ADDRESS_MESSAGE) : undefined);
  });
  app.addHook('preValidation', (request, _reply, done) => {
    if (hasNulInBody(request.body)) bodiesWithNul.add(request);
    done();
  });
  app.addHook('preHandler', (request, _reply, done) => {
    done(bodiesWithNul.has(request) ? new BadRequestError(NUL_IN_BODY_MESSAGE) : undefined);
  });
}

/** An upload's file name is text the shop keeps: one with NUL is refused (its data drained). */
export function refuseNulInFileName(part: MultipartFile): void {
  if (!part.filename.includes('\0')) return;
  part.file.resume();
  throw new BadRequestError(NUL_IN_FILE_NAME_MESSAGE);
}
