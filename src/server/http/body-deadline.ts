import type { FastifyInstance } from 'fastify';
import type { ApiError } from '../../shared/api-error.ts';
import { apiCsp } from './csp.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** How long this route gives a client to send its request (uploads need longer). */
    bodyTimeoutMs?: number;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A client that trickles its request body (one byte a second) would otherwise hold a connection
 * and a request slot for as long as it likes. Every request that carries a body must be complete,
 * and answered, within the route's deadline; past it the client gets 408 and the socket closes.
 * Node's own headersTimeout covers a client that trickles its headers.
 */
export function registerBodyDeadline(app: FastifyInstance, defaultMs: number): void {
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    const deadline = request.routeOptions.config.bodyTimeoutMs ?? defaultMs;
    const timer = setTimeout(() => {
      const socket = request.raw.socket;
      if (reply.raw.headersSent) {
        socket.destroy();
        return;
      }
      const body: ApiError = {
        error: 'Request Timeout',
        message: 'The request took too long to arrive. Please check your connection and try again.',
      };
      // Written past Fastify's onSend hooks: the reply's headers and theirs are set here.
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) reply.raw.setHeader(name, value);
      }
      reply.raw.writeHead(408, {
        'content-type': 'application/json; charset=utf-8',
        'content-security-policy': apiCsp,
        'x-request-id': String(request.id),
        connection: 'close',
      });
      reply.raw.end(JSON.stringify(body), () => socket.destroy());
      request.log.warn({ deadlineMs: deadline }, 'request body too slow; connection closed');
    }, deadline);
    timer.unref();
    reply.raw.once('close', () => clearTimeout(timer));
  });
}
