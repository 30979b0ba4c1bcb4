import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonOf, send } from './client.ts';
import { RoundRobinProxy } from './proxy.ts';

interface Echo {
  backend: string;
  forwardedFor: string;
  body: string;
}

const running: { close: () => unknown }[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((item) => item.close()));
});

/** A backend that answers with its name, the X-Forwarded-For it got and the body it got. */
async function echoBackend(name: string): Promise<{ name: string; port: number; server: Server }> {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const echo: Echo = {
        backend: name,
        forwardedFor: String(req.headers['x-forwarded-for']),
        body,
      };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(echo));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  running.push({ close: () => new Promise((resolve) => server.close(resolve)) });
  return { name, port: (server.address() as AddressInfo).port, server };
}

/** A port nothing listens on: connections to it are refused. */
async function closedPort(): Promise<number> {
  const { port, server } = await echoBackend('gone');
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function proxyOver(backends: { name: string; port: number }[]) {
  const proxy = new RoundRobinProxy(backends);
  const origin = `http://127.0.0.1:${await proxy.listen()}`;
  running.push(proxy);
  return { proxy, origin };
}

const from = '127.0.0.9';
const echoed = async (origin: string, method = 'GET', json?: unknown) =>
  jsonOf<Echo>(await send(origin, method, '/', { from, json }));

describe('RoundRobinProxy', () => {
  it('takes turns over the backends and tells each the client address', async () => {
    const { origin } = await proxyOver([await echoBackend('p1'), await echoBackend('p2')]);
    const answers = [await echoed(origin), await echoed(origin), await echoed(origin)];
    expect(answers.map((answer) => answer.backend)).toEqual(['p1', 'p2', 'p1']);
    expect(answers[0]?.forwardedFor).toBe(from);
  });

  it('sends a request, body and all, to the next backend when one refuses the connection', async () => {
    const { proxy, origin } = await proxyOver([
      { name: 'down', port: await closedPort() },
      await echoBackend('up'),
    ]);
    const answer = await echoed(origin, 'POST', { order: 1 });
    expect(answer).toMatchObject({ backend: 'up', body: '{"order":1}' });
    expect(proxy.stats).toMatchObject({ retried: 1, badGateway: 0, answered: { up: 1 } });
    // Marked down for a moment: the next request goes straight to the backend that is up.
    await echoed(origin);
    expect(proxy.stats.retried).toBe(1);
  });

  it('leaves out a backend taken out of rotation, and takes it back', async () => {
    const { proxy, origin } = await proxyOver([await echoBackend('p1'), await echoBackend('p2')]);
    proxy.setInRotation('p1', false);
    expect([(await echoed(origin)).backend, (await echoed(origin)).backend]).toEqual(['p2', 'p2']);
    proxy.setInRotation('p1', true);
    const both = new Set([(await echoed(origin)).backend, (await echoed(origin)).backend]);
    expect(both).toEqual(new Set(['p1', 'p2']));
  });

  it('answers 502 when no backend takes the request', async () => {
    const { proxy, origin } = await proxyOver([{ name: 'down', port: await closedPort() }]);
    const reply = await send(origin, 'GET', '/', { from });
    expect(reply.status).toBe(502);
    expect(proxy.stats.badGateway).toBe(1);
  });
});
