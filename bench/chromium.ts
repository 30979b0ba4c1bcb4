import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startGroup } from './process-group.ts';

/** Debian's browser; `/usr/bin/chromium` is a wrapper that prints a harmless error. */
export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/lib/chromium/chromium';

/** How every browser of the bench runs: headless and without background traffic. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const FLAGS = ['--headless', ...CHROMIUM_FLAGS, '--remote-debugging-port=0'];

const LISTENING = /DevTools listening on ws:\/\/[^:]+:(\d+)\//;

export interface RunningChromium {
  port: number;
  close: () => Promise<void>;
}

/**
 * A fresh browser with a profile of its own, as the Lighthouse command line starts one per run:
 * no cache, cookies or warmed-up process carry over from the run before.
 */
export async function launchChromium(): Promise<RunningChromium> {
  const profile = await mkdtemp(path.join(os.tmpdir(), 'cryptomaton-bench-chromium-'));
  const group = startGroup(CHROMIUM, [...FLAGS, `--user-data-dir=${profile}`, 'about:blank']);
  const close = async () => {
    await group.stop();
    await rm(profile, { recursive: true, force: true });
  };
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const port = LISTENING.exec(group.output())?.[1];
    if (port) return { port: Number(port), close };
    if (await Promise.race([group.exited.then(() => true), delay(50)])) break;
  }
  const output = group.output();
  await close();
  throw new Error(`Chromium did not open its debugging port:\n${output}`);
}

const delay = (ms: number) => new Promise<false>((resolve) => setTimeout(() => resolve(false), ms));

export function chromiumVersion(): string {
  return execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).trim();
}
