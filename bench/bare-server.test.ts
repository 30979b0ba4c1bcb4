import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBareServer, type RunningBareServer } from './bare-server-process.ts';
import { portSource } from './ports.ts';
import { rawGet } from './raw-get.ts';

let folder: string;
let bare: RunningBareServer;
beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'bare-server-'));
  await writeFile(path.join(folder, 'index.html'), '<p>home</p>');
  await writeFile(path.join(folder, 'index.html.br'), 'brotli bytes');
  await writeFile(
    path.join(folder, 'index.html.br.headers.json'),
    JSON.stringify({
      'content-type': 'text/html; charset=utf-8',
      'content-encoding': 'br',
      'content-security-policy': "default-src 'self'",
      'x-request-id': 'captured-id',
    }),
  );
  bare = await startBareServer(await portSource(0)(), folder);
});
afterAll(async () => {
  await bare?.stop();
  await rm(folder, { recursive: true, force: true });
});

describe('the bare server', () => {
  it("sends a file with the shop's captured headers, and its own length", async () => {
    const answer = await rawGet(`${bare.origin}/`, { 'accept-encoding': 'br' });
    expect(answer.body.toString()).toBe('brotli bytes');
    expect(answer.headers).toMatchObject({
      'content-security-policy': "default-src 'self'",
      'x-request-id': 'captured-id',
      'content-encoding': 'br',
      'content-length': '12',
    });
  });

  it('sends the same bytes with lean headers under /lean/', async () => {
    const answer = await rawGet(`${bare.origin}/lean/`, { 'accept-encoding': 'br' });
    expect(answer.body.toString()).toBe('brotli bytes');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-security-policy']).toBeUndefined();
  });
});
