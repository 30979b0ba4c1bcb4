import type { IncomingMessage, ServerResponse } from 'node:http';
import type { z } from 'zod';
import type { LivenessSchema } from '../../shared/health.ts';
import { apiCsp } from '../http/csp.ts';
import { requestIdFor } from '../http/request-id.ts';
import { answerFor, type ServedFile } from './served-file.ts';

const LIVENESS = Buffer.from(
  JSON.stringify({ status: 'ok' } satisfies z.infer<typeof LivenessSchema>),
);

/**
 * Answers written straight to the socket, before Fastify: the built pages and assets, and
 * `/healthz`. They read no body, no cookie and no database, yet a full request cycle (routing,
 * a dozen hooks, two log lines) cost them most of their speed. They carry the same headers as
 * any other answer (security headers, request id) but are not logged one by one: a proxy or CDN
 * in front logs page views. Anything else, a file not read into memory yet, and every request
 * once shutdown has begun, goes to Fastify as usual.
 */
export class DirectAnswers {
  private files = new Map<string, ServedFile>();
  /** How many requests were answered here (read by /metrics; a plain number costs nothing). */
  answered = 0;
  private closing = false;
  private readonly health: (string | number)[];

  constructor(private readonly securityHeaders: Readonly<Record<string, string>>) {
    this.health = this.headerList({
      'content-type': 'application/json; charset=utf-8',
      'content-security-policy': apiCsp,
      'content-length': String(LIVENESS.length),
    });
  }

  /** The files answered directly: prerendered pages and assets that answer 200. */
  serve(files: Map<string, ServedFile>): void {
    this.files = files;
  }

  /** From now on Fastify answers everything, so it can close each connection as it finishes. */
  stop(): void {
    this.closing = true;
  }

  /** Answers the request and returns true, or returns false and leaves it to Fastify. */
  answer(request: IncomingMessage, response: ServerResponse): boolean {
    if (this.closing || (request.method !== 'GET' && request.method !== 'HEAD')) return false;
    const url = request.url ?? '/';
    // A NUL anywhere in the address is refused with 400 in Fastify, pages and /healthz alike.
    if (url.includes('%00')) return false;
    const query = url.indexOf('?');
    const pathname = query === -1 ? url : url.slice(0, query);
    if (pathname === '/healthz') {
      this.write(request, response, 200, this.health, LIVENESS);
      return true;
    }
    const served = this.files.get(pathname);
    if (!served) return false;
    const answer = answerFor(served, request.headers);
    if (answer.kind === 'not-modified') {
      this.write(request, response, 304, this.headerList(served.headers));
      return true;
    }
    const body = served.file.loaded(answer.encoding);
    if (!body) return false;
    this.write(request, response, 200, this.bodyHeaders(served, answer, body), body);
    return true;
  }

  /** A file's headers for one encoding never change: listed once, on its first request. */
  private readonly listed = new WeakMap<ServedFile, Map<string, string[]>>();

  private bodyHeaders(
    served: ServedFile,
    answer: { encoding: string; contentEncoding?: string },
    body: Buffer,
  ): string[] {
    let byEncoding = this.listed.get(served);
    if (!byEncoding) this.listed.set(served, (byEncoding = new Map()));
    let list = byEncoding.get(answer.encoding);
    if (!list) {
      const headers: Record<string, string> = {
        ...served.headers,
        'content-length': String(body.length),
      };
      if (answer.contentEncoding) headers['content-encoding'] = answer.contentEncoding;
      byEncoding.set(answer.encoding, (list = this.headerList(headers)));
    }
    return list;
  }

  private headerList(headers: Readonly<Record<string, string>>): string[] {
    return Object.entries({ ...this.securityHeaders, ...headers }).flat();
  }

  private write(
    request: IncomingMessage,
    response: ServerResponse,
    status: number,
    headers: (string | number)[],
    body?: Buffer,
  ): void {
    this.answered += 1;
    response.writeHead(status, [...headers, 'x-request-id', requestIdFor(request)]);
    response.end(request.method === 'HEAD' ? undefined : body);
  }
}
