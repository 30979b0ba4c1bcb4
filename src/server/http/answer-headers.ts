import { apiCsp } from './csp.ts';

/**
 * The headers of a JSON answer given outside Fastify's request hooks (a URL the router cannot
 * decode, a request node cannot parse, CONNECT): what the hooks would have set on any other.
 */
export function refusalHeaders(
  security: Readonly<Record<string, string>>,
  requestId: string,
): Record<string, string> {
  return {
    ...security,
    'content-security-policy': apiCsp,
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'x-request-id': requestId,
  };
}
