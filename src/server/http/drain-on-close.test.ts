import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.app.close().catch(() => undefined);
  t = undefined;
});

/** Opens a connection and sends the first line of a request, holding back the rest. */
function startRequest(port: number, path: string) {
  const socket = net.connect(port, '127.0.0.1');
  let response = '';
  socket.on('data', (chunk) => (response += chunk));
  socket.on('error', () => undefined);
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(response)));
  const sent = new Promise<void>((resolve) =>
    socket.on('connect', () => socket.write(`GET ${path} HTTP/1.1\r\n`, () => resolve())),
  );
  return {
    sent,
    /** Sends the rest of the request; resolves with the whole answer once the server closes. */
    finish: () => {
      socket.write('Host: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n');
      return closed;
    },
  };
}

describe('shutting down', () => {
  // Pages and /healthz are answered before Fastify until shutdown starts; the API always in it.
  it.each(['/', '/features', '/healthz', '/api/checkout/status'])(
    'answers %s, which was arriving as shutdown began, and then closes the connection',
    async (path) => {
      t = await createTestApp('pglite', { serveSite: true });
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const request = startRequest(Number(new URL(address).port), path);
      await request.sent;
      // Give the server a moment to read the first line, as a load balancer's request would be.
      await new Promise((resolve) => setTimeout(resolve, 50));

      const closing = t.app.close();
      const response = await request.finish();
      await closing;
      t = undefined;

      // A 503 here is a request the process had accepted and then refused: behind a load
      // balancer that does not retry 503s, a visitor sees an error during every restart.
      expect(response).toMatch(/^HTTP\/1\.1 200 /);
      expect(response.toLowerCase()).toContain('connection: close');
    },
  );
});
