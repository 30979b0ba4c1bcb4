/** The encodings the build writes beside a file (scripts/compress-build.ts), best first. */
export type ContentEncoding = 'br' | 'gzip' | 'identity';

/**
 * The best encoding both sides have: brotli, then gzip, then the plain bytes. A coding the client
 * lists with `q=0` is refused; `*` stands for any coding it does not name.
 */
export function preferredEncoding(
  acceptEncoding: string | undefined,
  available: { br: boolean; gzip: boolean },
): ContentEncoding {
  if (!acceptEncoding) return 'identity';
  const accepted = new Map<string, boolean>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    accepted.set(name.trim(), q === undefined || Number(q.slice(2)) > 0);
  }
  const accepts = (coding: string) => accepted.get(coding) ?? accepted.get('*') ?? false;
  if (available.br && accepts('br')) return 'br';
  if (available.gzip && accepts('gzip')) return 'gzip';
  return 'identity';
}
