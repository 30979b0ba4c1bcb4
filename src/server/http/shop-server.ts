import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyServerFactory } from 'fastify';
import type { SocketAnswers } from './socket-answers.ts';

/**
 * Whatever answers a request before Fastify (site/direct-answers.ts); false hands it on. Only
 * this shape is named here, so http/ does not depend on the site it serves.
 */
export interface AnswerFirst {
  answer(request: IncomingMessage, response: ServerResponse): boolean;
}

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
  directAnswers: AnswerFirst,
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
