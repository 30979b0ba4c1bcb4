import { randomUUID } from 'node:crypto';
import { type IncomingMessage, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ApiError } from '../../shared/api-error.ts';
import { refusalHeaders } from './answer-headers.ts';
import { requestIdFor } from './request-id.ts';

/** The methods the shop answers (CONNECT's 405 names them, as HTTP asks). */
const SHOP_METHODS = 'GET, HEAD, POST, PUT, DELETE';

/**
 * Answers written straight onto a connection, for requests that never become a Fastify request:
 * ones node cannot parse ('clientError') and CONNECT ('connect'; with no listener node drops
 * the connection without a word). Each carries the shop's headers and closes the connection.
 */
export class SocketAnswers {
  constructor(private readonly security: Readonly<Record<string, string>>) {}

  /** node's 'clientError': a request line or headers it could not parse, or a timeout. */
  readonly clientError = (error: Error & { code?: string }, socket: Duplex): void => {
    // A reset connection has nobody left to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, message] =
      error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'The request took too long to arrive. Please check your connection and try again.']
        : error.code === 'HPE_HEADER_OVERFLOW'
          ? [
              431,
              'The request headers are too large. Please clear this site’s cookies and try again.',
            ]
          : [400, 'The request could not be read. Please check the link and try again.'];
    this.write(socket, status, { error: STATUS_CODES[status] ?? 'Error', message }, randomUUID());
  };

  /** node's 'connect': someone took the shop for a proxy. */
  readonly refuseConnect = (request: IncomingMessage, socket: Duplex): void => {
    const body: ApiError = {
      error: 'Method Not Allowed',
      message: 'This site is not a proxy: CONNECT is not supported.',
    };
    this.write(socket, 405, body, requestIdFor(request), { allow: SHOP_METHODS });
  };

  private write(
    socket: Duplex,
    status: number,
    body: ApiError,
    requestId: string,
    extra: Record<string, string> = {},
  ): void {
    const json = JSON.stringify(body);
    const headers = {
      ...refusalHeaders(this.security, requestId),
      ...extra,
      'content-length': String(Buffer.byteLength(json)),
      connection: 'close',
    };
    const head = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    if (socket.writable) {
      socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n${json}`);
    }
    // A client that never reads must not hold the socket open.
    setTimeout(() => socket.destroy(), 1_000).unref();
  }
}
