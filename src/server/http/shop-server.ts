import { createServer } from 'node:http';
import type { FastifyServerFactory } from 'fastify';
import type { DirectAnswers } from '../site/direct-answers.ts';
import type { SocketAnswers } from './socket-answers.ts';

export interface ServerTimeouts {
  /** An idle socket closes after this long. */
  connectionMs: number;
  /** A whole request must have arrived by then. */
  requestMs: number;
  /** How long a kept-alive connection waits for its next request (Fastify's default: 72 s). */
  keepAliveMs: number;
}

/**
 * The HTTP server Fastify runs on, with the direct answers (built files, /healthz) tried before
 * a request enters Fastify, and CONNECT refused with an answer (node drops it without a word
 * when nothing listens). It gets the timeouts Fastify would give a server of its own.
 */
export function shopServer(
  directAnswers: DirectAnswers,
  socketAnswers: SocketAnswers,
  timeouts: ServerTimeouts,
): FastifyServerFactory {
  return (handler) => {
    const server = createServer((request, response) => {
      if (!directAnswers.answer(request, response)) handler(request, response);
    });
    server.on('connect', socketAnswers.refuseConnect);
    server.keepAliveTimeout = timeouts.keepAliveMs;
    server.requestTimeout = timeouts.requestMs;
    server.setTimeout(timeouts.connectionMs);
    return server;
  };
}
