import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  request,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';

/** How long a backend that refused a connection is left out before it is tried again. */
const DOWN_FOR_MS = 1_000;
const IDEMPOTENT = new Set(['GET', 'HEAD']);
export const SERVED_BY = 'x-scale-backend';
// Per connection, not per message: a load balancer keeps its own connections to each side.
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'upgrade', 'te', 'trailer'];

export interface Backend {
  name: string;
  port: number;
}

export interface ProxyStats {
  /** Requests each backend answered. */
  answered: Record<string, number>;
  /** Requests sent on to another backend after one refused or dropped them unanswered. */
  retried: number;
  /** Requests the proxy answered 502 itself: no backend could take them. */
  badGateway: number;
  /** Responses cut off part-way by their backend. */
  cutOff: number;
}

type Attempt =
  { kind: 'answered' } | { kind: 'refused' | 'dropped' | 'failed'; error: NodeJS.ErrnoException };

/**
 * The load balancer in front of the shop's processes: round robin, with what every real one has.
 * A backend that refuses connections (stopped, restarting) is left out for a moment and the
 * request goes to the next one; an idempotent request whose connection was dropped before any
 * answer is retried elsewhere too, as nginx's proxy_next_upstream does. It adds X-Forwarded-For
 * (the client's address) and can take a backend out of rotation when told, as before a restart.
 */
export class RoundRobinProxy {
  readonly stats: ProxyStats = { answered: {}, retried: 0, badGateway: 0, cutOff: 0 };
  private readonly backends: Backend[];
  private readonly outOfRotation = new Set<string>();
  private readonly downUntil = new Map<string, number>();
  private next = 0;
  private server: Server | undefined;

  constructor(backends: Backend[]) {
    this.backends = [...backends];
  }

  async listen(port = 0): Promise<number> {
    const server = createServer((req, res) => {
      this.handle(req, res).catch(() => res.destroy());
    });
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
    return (server.address() as AddressInfo).port;
  }

  setInRotation(name: string, inRotation: boolean): void {
    if (inRotation) this.outOfRotation.delete(name);
    else this.outOfRotation.add(name);
  }

  async close(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }

  /** Backends to try, in round-robin order: those up first, those marked down last. */
  private candidates(): Backend[] {
    const inRotation = this.backends.filter((backend) => !this.outOfRotation.has(backend.name));
    if (inRotation.length === 0) return [];
    const start = this.next++ % inRotation.length;
    const ordered = [...inRotation.slice(start), ...inRotation.slice(0, start)];
    const now = Date.now();
    const isUp = (backend: Backend) => (this.downUntil.get(backend.name) ?? 0) <= now;
    return [...ordered.filter(isUp), ...ordered.filter((backend) => !isUp(backend))];
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const headers = forwardedHeaders(req);

    let lastError: Error | undefined;
    for (const [index, backend] of this.candidates().entries()) {
      if (index > 0) this.stats.retried += 1;
      const attempt = await this.forward(backend, req, res, headers, body);
      if (attempt.kind === 'answered') return;
      lastError = attempt.error;
      if (attempt.kind === 'refused') {
        this.downUntil.set(backend.name, Date.now() + DOWN_FOR_MS);
        continue;
      }
      if (attempt.kind === 'dropped' && IDEMPOTENT.has(req.method ?? '')) continue;
      break;
    }
    this.stats.badGateway += 1;
    if (!res.headersSent) {
      res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`no backend answered: ${lastError?.message ?? 'none in rotation'}`);
    } else {
      res.destroy();
    }
  }

  private forward(
    backend: Backend,
    req: IncomingMessage,
    res: ServerResponse,
    headers: IncomingHttpHeaders,
    body: Buffer,
  ): Promise<Attempt> {
    return new Promise((resolve) => {
      const upstream = request(
        {
          host: '127.0.0.1',
          port: backend.port,
          method: req.method,
          path: req.url,
          headers: { ...headers, 'content-length': String(body.length) },
          agent: false,
        },
        (answer) => {
          this.stats.answered[backend.name] = (this.stats.answered[backend.name] ?? 0) + 1;
          const responseHeaders = { ...answer.headers };
          for (const name of HOP_BY_HOP) delete responseHeaders[name];
          // Which process answered, for scenarios that count per process.
          responseHeaders[SERVED_BY] = backend.name;
          res.writeHead(answer.statusCode ?? 502, responseHeaders);
          answer.pipe(res);
          let cut = false;
          const cutOff = () => {
            if (cut || answer.complete) return;
            cut = true;
            this.stats.cutOff += 1;
            res.destroy();
          };
          answer.once('aborted', cutOff);
          answer.once('error', cutOff);
          // The client went away: the backend need not keep sending.
          res.once('close', () => {
            if (!res.writableFinished) upstream.destroy();
          });
          resolve({ kind: 'answered' });
        },
      );
      upstream.once('error', (error: NodeJS.ErrnoException) => {
        if (error.code === 'ECONNREFUSED') resolve({ kind: 'refused', error });
        else if (error.code === 'ECONNRESET' || error.code === 'EPIPE')
          resolve({ kind: 'dropped', error });
        else resolve({ kind: 'failed', error });
      });
      upstream.end(body);
    });
  }
}

/** The client's headers for the backend, with its address added to X-Forwarded-For. */
function forwardedHeaders(req: IncomingMessage): IncomingHttpHeaders {
  const headers = { ...req.headers };
  for (const name of HOP_BY_HOP) delete headers[name];
  delete headers['transfer-encoding'];
  const client = req.socket.remoteAddress ?? '';
  const previous = headers['x-forwarded-for'];
  headers['x-forwarded-for'] = previous ? `${previous}, ${client}` : client;
  headers['x-forwarded-proto'] = 'http';
  return headers;
}
