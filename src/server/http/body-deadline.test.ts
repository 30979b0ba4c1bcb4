import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { contactMessages } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
afterEach(async () => {
  await t.app.close();
});

const timeouts = { ...loadConfig({}).timeouts, requestMs: 800 };

/** Sends a request's headers, then its body one byte at a time; resolves with what came back. */
function trickle(port: number, body: string, everyMs: number) {
  return new Promise<{ response: string; closedAfterMs: number }>((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let response = '';
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(
        `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
      );
      timer = setInterval(() => {
        if (sent < body.length && !socket.destroyed) socket.write(body[sent++] ?? '');
      }, everyMs);
    });
    socket.on('data', (chunk) => (response += chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ response, closedAfterMs: Date.now() - started });
    });
  });
}

describe('slow clients', () => {
  it('cuts off a request body that trickles in, with 408', async () => {
    t = await createTestApp('pglite', { config: { timeouts } });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = Number(new URL(address).port);
    const body = JSON.stringify({ email: 'slow@example.com', message: 'x'.repeat(200) });
    const { response, closedAfterMs } = await trickle(port, body, 50);
    expect(response).toMatch(/^HTTP\/1\.1 408 /);
    expect(response).toContain('The request took too long to arrive.');
    // Written past Fastify's hooks, yet with the headers every answer carries.
    expect(response.toLowerCase()).toContain('x-content-type-options: nosniff');
    expect(response.toLowerCase()).toContain("content-security-policy: default-src 'none'");
    expect(response.toLowerCase()).toMatch(/x-request-id: [\w-]+/);
    expect(closedAfterMs).toBeGreaterThanOrEqual(700);
    expect(closedAfterMs).toBeLessThan(5_000);
    expect(await t.database.db.select().from(contactMessages)).toHaveLength(0);
  });

  it('serves a request that arrives in time', async () => {
    t = await createTestApp('pglite', { config: { timeouts } });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const response = await fetch(`${address}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'quick@example.com', message: 'Hello' }),
    });
    expect(response.status).toBe(201);
    // The deadline of a finished request never fires later.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await t.database.db.select().from(contactMessages)).toHaveLength(1);
  });

  it('has production deadlines for bodies, headers and idle sockets', () => {
    expect(loadConfig({}).timeouts).toEqual({
      requestMs: 30_000,
      headersMs: 15_000,
      idleMs: 60_000,
    });
  });
});
