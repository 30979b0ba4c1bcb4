import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsGzipBytes } from './script-weight.ts';

let clientDir: string;
const entry = 'export const greeting = "hello";\n'.repeat(200);

beforeAll(async () => {
  clientDir = path.resolve(await mkdtemp(path.join(os.tmpdir(), 'bench-script-weight-')));
  await mkdir(path.join(clientDir, 'assets'));
  await writeFile(path.join(clientDir, 'assets/entry.js'), entry);
});
afterAll(() => rm(clientDir, { recursive: true, force: true }));

describe('jsGzipBytes', () => {
  it('weighs the build’s scripts gzipped, and other sites’ scripts as transferred', async () => {
    const bytes = await jsGzipBytes(
      [
        { url: 'http://127.0.0.1:3400/assets/entry.js', transferSize: 300 },
        { url: 'https://js.stripe.com/assets/entry.js', transferSize: 1_000 },
        { url: 'http://127.0.0.1:3400/assets/gone.js', transferSize: 50 },
      ],
      { clientDir, origin: 'http://127.0.0.1:3400' },
    );
    expect(bytes).toBe(gzipSync(entry, { level: 9 }).length + 1_000 + 50);
  });

  it('never reads outside the build', async () => {
    const bytes = await jsGzipBytes(
      [{ url: 'http://127.0.0.1:3400/%2E%2E/%2E%2E/etc/passwd', transferSize: 7 }],
      { clientDir, origin: 'http://127.0.0.1:3400' },
    );
    expect(bytes).toBe(7);
  });
});
