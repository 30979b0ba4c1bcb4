import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

// Starts the real server process, as `npm run serve` does.
const serverEntry = path.resolve('src/server/server.ts');
let child: ChildProcess | undefined;
let dataDir: string | undefined;

afterEach(async () => {
  child?.kill('SIGKILL');
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  child = undefined;
  dataDir = undefined;
});

function start(env: NodeJS.ProcessEnv) {
  child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: { PATH: process.env.PATH, LOG_LEVEL: 'info', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk) => (stdout += chunk));
  child.stderr?.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child?.on('exit', resolve));
  const listening = new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(stdout);
      if (match?.[1]) {
        clearInterval(timer);
        resolve(match[1]);
      }
    }, 50);
    void exited.then((code) => {
      clearInterval(timer);
      reject(new Error(`server exited with ${code}: ${stderr}`));
    });
  });
  // Tests that expect an early exit never await `listening`.
  listening.catch(() => undefined);
  return { exited, listening, output: () => ({ stdout, stderr }) };
}

describe('server process', () => {
  it('refuses to start on a bad environment value and names the variable', async () => {
    const server = start({ PORT: 'eighty' });
    expect(await server.exited).toBe(1);
    expect(server.output().stderr).toMatch(/PORT:/);
  });

  it('starts on a fresh DATA_DIR, serves, and shuts down cleanly on SIGTERM', async () => {
    dataDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'shop-proc-')), 'fresh');
    const server = start({ PORT: '0', DATA_DIR: dataDir });
    const url = await server.listening;
    const ready = await fetch(`${url}/readyz`);
    expect(ready.status).toBe(200);

    child?.kill('SIGTERM');
    expect(await server.exited, JSON.stringify(server.output())).toBe(0);
    expect(server.output().stdout).toMatch(/shutting down/);
  });

  it('completes a response that has started when SIGTERM arrives', async () => {
    dataDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'shop-proc-')), 'fresh');
    const server = start({ PORT: '0', DATA_DIR: dataDir });
    const url = await server.listening;
    const response = await fetch(`${url}/`, { headers: { 'accept-encoding': 'identity' } });
    child?.kill('SIGTERM');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Automate Your Crypto Trading With Confidence');
    expect(html.trimEnd()).toMatch(/<\/html>$/);
    expect(await server.exited, JSON.stringify(server.output())).toBe(0);
  });
});
