import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDownloadClient } from './download-client-process.ts';

const BODY = Buffer.alloc(1024 * 1024, 7);
let server: Server;
let origin: string;
let served = 0;

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url !== '/file') return response.writeHead(404).end();
    served += 1;
    response.writeHead(200, { 'content-length': BODY.length }).end(BODY);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('the download client process', () => {
  it('fetches each URL once per turn and answers with MB/s, turn after turn', async () => {
    const client = startDownloadClient();
    try {
      const before = served;
      const first = await client.rate([`${origin}/file`, `${origin}/file`, `${origin}/file`], 2);
      expect(served - before).toBe(3);
      const second = await client.rate([`${origin}/file`], 1);
      expect(served - before).toBe(4);
      for (const rate of [first, second]) expect(rate).toBeGreaterThan(0);
    } finally {
      await client.stop();
    }
  });

  it('fails the turn when a download is refused, instead of counting it', async () => {
    const client = startDownloadClient();
    try {
      await expect(client.rate([`${origin}/missing`], 1)).rejects.toThrow(
        `the download client: error: ${origin}/missing: 404`,
      );
    } finally {
      await client.stop();
    }
  });
});
