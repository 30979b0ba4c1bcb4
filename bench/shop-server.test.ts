import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { portSource } from './ports.ts';
import { startShop } from './shop-server.ts';

const folders: string[] = [];
afterAll(async () => {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

describe("the bench's shop", () => {
  // Stopped the way a host stops it: SIGTERM, then its own shutdown to the end. A shop killed in
  // the middle of it leaves PGlite's folder to be recovered by whichever server opens it next.
  it('stops as production does: the server itself takes SIGTERM and exits 0', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-shop-'));
    folders.push(dataDir);
    const shop = await startShop({ port: await portSource(0)(), dataDir });
    await shop.stop();
    expect(await shop.group.exited).toBe(0);
  }, 60_000);
});
