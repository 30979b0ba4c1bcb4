import type { IncomingHttpHeaders } from 'node:http';
import type { BuiltFile } from './built-files.ts';
import { type ContentEncoding, preferredEncoding } from './content-encoding.ts';

/** A built file with every header it is sent with, worked out once at start-up. */
export interface ServedFile {
  file: BuiltFile;
  headers: Readonly<Record<string, string>>;
}

/** What one request for a served file gets. */
export type FileAnswer =
  | { kind: 'not-modified' }
  | { kind: 'body'; encoding: ContentEncoding; contentEncoding?: 'br' | 'gzip' };

/**
 * The client's copy is current (304), or the body in the best encoding both sides have. A page
 * sent with an error status (the not-found page) is never answered 304.
 */
export function answerFor(
  served: ServedFile,
  request: IncomingHttpHeaders,
  status = 200,
): FileAnswer {
  if (status === 200 && matchesEtag(request['if-none-match'], served.file.etag)) {
    return { kind: 'not-modified' };
  }
  const encoding = preferredEncoding(request['accept-encoding'], served.file.has);
  return encoding === 'identity'
    ? { kind: 'body', encoding }
    : { kind: 'body', encoding, contentEncoding: encoding };
}

/** If-None-Match compares weakly: `W/"x"` and `"x"` name the same version. */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}
