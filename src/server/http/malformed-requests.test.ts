import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { securityHeaders } from './security-headers.ts';

/*
 * Requests too broken for a route to see: a URL that does not decode, a request line node cannot
 * parse, a CONNECT. Each still gets an answer with every header the shop sets on any other (the
 * security headers, the API's CSP, a request id) and a body that does not repeat what was sent.
 */

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp('pglite', { serveSite: true });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = Number(new URL(address).port);
});
afterAll(async () => {
  await t.app.close();
});

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Writes `request` as it is onto a new connection; resolves with the answer once it closes. */
function rawRequest(request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => (text += chunk));
    socket.on('error', () => undefined);
    socket.setTimeout(5_000, () => reject(new Error(`no answer to ${JSON.stringify(request)}`)));
    socket.on('close', () => {
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
        }),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
  });
}

const get = (path: string) =>
  rawRequest(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);

/** The headers a JSON answer of the shop carries: those of an API route's plain 404. */
async function expectShopHeaders(answer: RawAnswer) {
  const normal = await get('/api/no-such-route');
  expect(normal.status).toBe(404);
  const expected = {
    ...securityHeaders({ hsts: false }),
    'content-security-policy': normal.headers['content-security-policy'],
  };
  expect(expected['content-security-policy']).toContain("frame-ancestors 'none'");
  for (const [name, value] of Object.entries(expected)) {
    expect(answer.headers[name], name).toBe(value);
  }
  expect(answer.headers['x-request-id']).toMatch(/^[\w.-]{8,128}$/);
}

describe('a URL that does not decode', () => {
  it.each(['/%ff<b>x', '/api/%zz', '/api/orders/%c0%af', '/download/%e0%80'])(
    'answers %s with 400, the shop’s headers, and without repeating it',
    async (path) => {
      const answer = await get(path);
      expect(answer.status).toBe(400);
      await expectShopHeaders(answer);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(answer.body).message).toMatch(/address/);
      for (const part of [path, '<b>', '%ff', '%zz', '%c0', '%e0']) {
        expect(answer.body).not.toContain(part);
      }
    },
  );

  it('answers the same through inject, as the route tests send it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/%ff<b>x' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-request-id']).toBeTruthy();
    expect(response.body).not.toContain('<b>');
  });
});

describe('an address no route answers', () => {
  it('gets a 404 that does not repeat the address', async () => {
    const answer = await get('/api/<script>alert(1)</script>');
    expect(answer.status).toBe(404);
    await expectShopHeaders(answer);
    expect(answer.body).not.toContain('<script>');
  });
});

describe('a NUL in the address', () => {
  it.each(['/api/orders/%00', '/%00', '/healthz?check=%00', '/features?x=%00'])(
    'answers %s with 400 and the shop’s headers, pages and /healthz included',
    async (path) => {
      const answer = await get(path);
      expect(answer.status).toBe(400);
      await expectShopHeaders(answer);
      expect(JSON.parse(answer.body).message).toMatch(/NUL character/);
      expect(answer.body).not.toContain('%00');
    },
  );
});

describe('a request node cannot parse', () => {
  it('answers a broken request line with 400 and the shop’s headers', async () => {
    const answer = await rawRequest('GET /<script> HTTP/9.9.9\r\nHost: x\r\n\r\n');
    expect(answer.status).toBe(400);
    await expectShopHeaders(answer);
    expect(answer.body).not.toContain('<script>');
  });

  it('answers a broken header with 400 and the shop’s headers', async () => {
    const answer = await rawRequest('GET / HTTP/1.1\r\nHost: x\r\nNot a header\r\n\r\n');
    expect(answer.status).toBe(400);
    await expectShopHeaders(answer);
  });
});

describe('CONNECT', () => {
  it('is answered, 405 with the shop’s headers, instead of a dropped connection', async () => {
    const answer = await rawRequest(
      'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n',
    );
    expect(answer.status).toBe(405);
    await expectShopHeaders(answer);
    expect(answer.headers.allow).toBeTruthy();
    expect(JSON.parse(answer.body).message).toMatch(/not a proxy/);
    expect(answer.body).not.toContain('example.com');
  });
});
