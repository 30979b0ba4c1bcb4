import { type ChildProcess, spawn } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
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

function start(env: NodeJS.ProcessEnv, user: { uid?: number; gid?: number } = {}) {
  child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: { PATH: process.env.PATH, LOG_LEVEL: 'info', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...user,
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

  /** Exits within a few seconds, printing one line that starts with the variable's name. */
  async function expectStartupFailure(server: ReturnType<typeof start>, variable: string) {
    const started = Date.now();
    expect(await server.exited).toBe(1);
    expect(Date.now() - started).toBeLessThan(15_000);
    const lines = server.output().stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^${variable}: `));
    return lines[0] ?? '';
  }

  it('names DATA_DIR when it is a system folder, without hanging', async () => {
    const line = await expectStartupFailure(
      start({ PORT: '0', DATA_DIR: '/proc/cryptomaton' }),
      'DATA_DIR',
    );
    expect(line).toMatch(/Set DATA_DIR to a folder of its own/);
  });

  it('names DATA_DIR when this user may not write there', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'shop-proc-'));
    dataDir = root;
    let user = {};
    if (process.getuid?.() === 0) {
      // Root writes anywhere: run the server as an ordinary user to see the refusal.
      user = { uid: 65_534, gid: 65_534 };
    }
    await chmod(root, 0o555);
    const line = await expectStartupFailure(
      start({ PORT: '0', DATA_DIR: path.join(root, 'data') }, user),
      'DATA_DIR',
    );
    expect(line).toMatch(/cannot write to .*\(this user may not write there\)/);
    await chmod(root, 0o755);
  });

  it('names DATABASE_URL when PostgreSQL cannot be reached', async () => {
    dataDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'shop-proc-')), 'data');
    const line = await expectStartupFailure(
      start({ PORT: '0', DATA_DIR: dataDir, DATABASE_URL: 'postgres://127.0.0.1:1/x' }),
      'DATABASE_URL',
    );
    expect(line).toMatch(/nothing is listening at 127\.0\.0\.1:1 \(connection refused\)/);
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

  it.each([
    ['an unreachable Redis', 'redis://127.0.0.1:1', 'unreachable'],
    ...(process.env.TEST_REDIS_URL ? [['Redis', process.env.TEST_REDIS_URL, 'ok']] : []),
  ])('serves and shuts down cleanly on SIGTERM with %s', async (_name, redisUrl, redis) => {
    dataDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'shop-proc-')), 'fresh');
    const server = start({ PORT: '0', DATA_DIR: dataDir, REDIS_URL: redisUrl });
    const url = await server.listening;
    const ready = await fetch(`${url}/readyz`);
    expect(await ready.json()).toEqual({ status: 'ready', database: 'ok', redis });

    child?.kill('SIGTERM');
    expect(await server.exited, JSON.stringify(server.output())).toBe(0);
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
