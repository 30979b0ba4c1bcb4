import type { FastifyInstance } from 'fastify';
import { BadRequestError } from './bad-request.ts';

export const INVALID_UTF8_MESSAGE =
  'The request is not valid UTF-8 text. Please send it encoded as UTF-8 and try again.';

/**
 * JSON bodies as Fastify parses them (prototype poisoning refused, its messages for an empty or
 * broken body), except that bytes which are not UTF-8 are refused with 400. Fastify's own parser
 * turns them into U+FFFD without a word, so a message would be stored with characters the sender
 * never wrote. The body limit and the body deadline apply as before: the bytes are read the same
 * way, only decoded strictly.
 */
export function registerJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = utf8.decode(body as Buffer);
    } catch {
      done(new BadRequestError(INVALID_UTF8_MESSAGE), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
