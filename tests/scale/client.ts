import { type IncomingHttpHeaders, request } from 'node:http';

export interface Reply {
  /** 0 when no answer came: the connection was refused or dropped (`error` says which). */
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  error?: string;
}

export interface SendOptions {
  /**
   * The client's own address on the loopback network (127.x.y.z). The shop knows clients by
   * address (rate limits), so many buyers come from many addresses, as they would in real life.
   */
  from: string;
  json?: unknown;
  body?: Buffer;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 120_000;

/** One HTTP request on a connection of its own; never throws, a failure is `status: 0`. */
export function send(
  origin: string,
  method: string,
  path: string,
  options: SendOptions,
): Promise<Reply> {
  const url = new URL(path, origin);
  const body =
    options.json === undefined ? options.body : Buffer.from(JSON.stringify(options.json));
  const headers: Record<string, string> = { ...options.headers };
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  if (body) headers['content-length'] = String(body.length);
  return new Promise((resolve) => {
    const outgoing = request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path: `${url.pathname}${url.search}`,
        headers,
        localAddress: options.from,
        agent: false,
        timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const reply = {
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          };
          // A body shorter than announced was cut off, whatever the status said.
          const announced = Number(response.headers['content-length'] ?? reply.body.length);
          const short = method !== 'HEAD' && reply.body.length < announced;
          resolve(short ? { ...reply, status: 0, error: 'cut off' } : reply);
        });
        response.on('error', (error) => resolve(failed(error)));
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('timed out')));
    outgoing.on('error', (error) => resolve(failed(error)));
    outgoing.end(body);
  });
}

function failed(error: NodeJS.ErrnoException): Reply {
  return { status: 0, headers: {}, body: Buffer.alloc(0), error: error.code ?? error.message };
}

export const jsonOf = <T>(reply: Reply): T => JSON.parse(reply.body.toString('utf8')) as T;

/** A request that must succeed (2xx); anything else throws with what came back. */
export async function call<T>(
  origin: string,
  method: string,
  path: string,
  options: SendOptions,
): Promise<T> {
  const reply = await send(origin, method, path, options);
  if (reply.status < 200 || reply.status > 299) {
    throw new Error(
      `${method} ${path} on ${origin}: ${reply.status || reply.error} ${reply.body.toString('utf8').slice(0, 300)}`,
    );
  }
  return jsonOf<T>(reply);
}

/**
 * Hands out client addresses on the loopback network (127.2.x.y), a new one each time. Runs keep
 * apart in Redis by their clusters' key prefixes (`clusterKeyPrefix`), not by their addresses.
 */
export class ClientAddresses {
  private count = 0;

  next(): string {
    this.count += 1;
    const host = this.count % 250;
    const subnet = Math.floor(this.count / 250);
    if (subnet > 250) throw new Error('more client addresses than a run needs');
    return `127.2.${subnet}.${host + 1}`;
  }

  /** `count` fresh addresses. */
  many(count: number): string[] {
    return Array.from({ length: count }, () => this.next());
  }
}
