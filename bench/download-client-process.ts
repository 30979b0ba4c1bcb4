import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';

export interface DownloadClient {
  /** MB/s of fetching each of `urls` once, `connections` at a time. */
  rate: (urls: string[], connections: number) => Promise<number>;
  stop: () => Promise<void>;
}

/**
 * Starts `download-client.ts`. The bench's own process, after the request-rate loads, read
 * downloads from either server at about 290 MB/s, where a process of its own reads about 500 on
 * the same machine: the figures measured the client more than the servers.
 */
export function startDownloadClient(): DownloadClient {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/download-client.ts'], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const answers = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  return {
    rate: async (urls, connections) => {
      child.stdin.write(`${JSON.stringify({ connections, urls })}\n`);
      const answer = await answers.next();
      const text = answer.done ? 'error: it stopped' : answer.value;
      const rate = Number(text);
      if (!Number.isFinite(rate) || rate <= 0) throw new Error(`the download client: ${text}`);
      return rate;
    },
    stop: async () => {
      if (child.exitCode !== null) return;
      child.stdin.end();
      await once(child, 'exit');
    },
  };
}
