import { createServer } from 'node:net';

/** A port nothing listens on now, chosen by the system. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/**
 * Hands out ports for the bench's servers: consecutive ones from `first` when a range was set
 * aside (shared machines), or any free ones.
 */
export function portSource(first: number): () => Promise<number> {
  let next = first;
  return async () => (first === 0 ? freePort() : next++);
}
