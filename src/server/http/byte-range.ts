/**
 * The part of the package a request asks for. Only what download managers and browsers send to
 * resume is honoured: one range (`bytes=N-`, `bytes=N-M` or `bytes=-N`). Several ranges at once
 * are answered with the whole file, which RFC 9110 allows.
 */
export type ByteRange =
  { kind: 'whole' } | { kind: 'part'; start: number; end: number } | { kind: 'unsatisfiable' };

const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/;

export function parseByteRange(header: string | undefined, size: number): ByteRange {
  if (!header) return { kind: 'whole' };
  const match = SINGLE_RANGE.exec(header.trim());
  if (!match) return { kind: 'whole' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'whole' };
  if (first === '') {
    // A suffix: the last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'part', start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return { kind: 'unsatisfiable' };
  if (start === 0 && end === size - 1) return { kind: 'whole' };
  return { kind: 'part', start, end };
}

/**
 * Whether a resume may be served as a part. `If-Range` carries the ETag the client already holds
 * part of; if the package has changed since, the client gets the whole new file rather than a
 * mix of two versions.
 */
export function rangeStillApplies(ifRange: string | undefined, etag: string): boolean {
  return ifRange === undefined || ifRange.trim() === etag;
}
