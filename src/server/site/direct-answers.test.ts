import { type IncomingHttpHeaders, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLogs } from '../testing/log-capture.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// Built files and /healthz are answered before Fastify on the real server; they must look exactly
// like Fastify's answers (which `inject` gets). Serves the real build (npm test builds first).
let testApp: TestApp;
let origin: string;
const logs = captureLogs();
beforeAll(async () => {
  testApp = await createTestApp('pglite', {
    serveSite: true,
    env: { LOG_LEVEL: 'info' },
    logStream: logs.stream,
  });
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await testApp.app.close();
});

/** Headers that differ between any two answers by nature. */
const VARYING = new Set(['date', 'x-request-id', 'connection', 'keep-alive', 'transfer-encoding']);
const fixedHeaders = (headers: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !VARYING.has(name)));

/** A real request on the socket, body as sent (no decompression, no redirects followed). */
function overSocket(url: string, headers: Record<string, string>, method = 'GET') {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      request(origin + url, { method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      })
        .on('error', reject)
        .end();
    },
  );
}

describe('direct answers', () => {
  it.each([
    ['/', { 'accept-encoding': 'br' }],
    ['/pricing', { 'accept-encoding': 'gzip' }],
    ['/favicon.svg', {}],
    ['/healthz', {}],
  ])('send %s with the headers and bytes Fastify sends', async (url, headers) => {
    await overSocket(url, headers); // the first request reads the file into memory
    logs.lines.length = 0;
    const direct = await overSocket(url, headers);
    expect(logs.lines.filter((line) => line.includes(`"url":"${url}"`))).toEqual([]);
    const viaFastify = await testApp.app.inject({ method: 'GET', url, headers });
    expect(direct.status).toBe(200);
    expect(fixedHeaders(direct.headers)).toEqual(fixedHeaders(viaFastify.headers));
    expect(direct.body.equals(viaFastify.rawPayload)).toBe(true);
    expect(direct.headers['x-request-id']).toMatch(/^[\w.-]+$/);
  });

  it('answer HEAD and revalidation like Fastify does', async () => {
    const headers = { 'accept-encoding': 'br' };
    const page = await overSocket('/features', headers);
    const head = await overSocket('/features', headers, 'HEAD');
    expect(head.headers['content-length']).toBe(String(page.body.length));
    expect(head.body).toHaveLength(0);
    const again = await overSocket('/features', {
      ...headers,
      'if-none-match': String(page.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.body).toHaveLength(0);
  });

  it('keep a caller’s request id', async () => {
    const response = await overSocket('/healthz', { 'x-request-id': 'edge-42' });
    expect(response.headers['x-request-id']).toBe('edge-42');
  });

  it('leave the not-found page, client-only areas and the API to Fastify', async () => {
    expect((await overSocket('/404', {})).status).toBe(404);
    expect((await overSocket('/no/such/page', {})).status).toBe(404);
    expect((await overSocket('/admin/files', {})).status).toBe(302);
    expect((await overSocket('/readyz', {})).status).toBe(200);
  });
});
