/**
 * A download client in a process of its own, kept for a whole comparison so that its own code is
 * warm after the first turn. Each line on stdin is a turn, `{"connections": n, "urls": [...]}`:
 * it fetches each URL once, n at a time, and answers with a line holding the MB/s, or with
 * `error: …` and stops when a download fails.
 *
 *   node --import tsx bench/download-client.ts
 */
import { createInterface } from 'node:readline';
import { downloadRate } from './http-load.ts';

for await (const line of createInterface({ input: process.stdin })) {
  const { connections, urls } = JSON.parse(line) as { connections: number; urls: string[] };
  try {
    process.stdout.write(`${await downloadRate(urls, connections)}\n`);
  } catch (error) {
    process.stdout.write(`error: ${(error as Error).message}\n`);
    process.exit(1);
  }
}
