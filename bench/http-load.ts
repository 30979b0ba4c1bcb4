import { Agent, get } from 'node:http';
import { performance } from 'node:perf_hooks';

// Ask for what a browser asks for, so both servers send their precompressed bytes.
const BROWSER_ENCODINGS = { 'accept-encoding': 'br, gzip' };

/** One GET whose body is counted and dropped; anything but 200 is an error. */
function fetchCounting(url: string, agent: Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { agent, headers: BROWSER_ENCODINGS }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on('end', () => {
        if (response.statusCode === 200) resolve(bytes);
        else reject(new Error(`${url}: ${response.statusCode}`));
      });
      response.on('error', reject);
    }).on('error', reject);
  });
}

/** `connections` keep-alive clients working through `next` until it returns nothing. */
async function drive(
  connections: number,
  next: () => string | undefined,
): Promise<{ requests: number; bytes: number; seconds: number }> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  let requests = 0;
  let bytes = 0;
  const started = performance.now();
  const client = async () => {
    for (let url = next(); url !== undefined; url = next()) {
      bytes += await fetchCounting(url, agent);
      requests += 1;
    }
  };
  try {
    await Promise.all(Array.from({ length: connections }, client));
  } finally {
    agent.destroy();
  }
  return { requests, bytes, seconds: (performance.now() - started) / 1000 };
}

/**
 * Requests per second of `url` over `seconds`, `connections` at a time, with Node's own HTTP
 * parser: the faster client wherever there is a body to read (autocannon decodes each body).
 */
export async function keepAliveRate(
  url: string,
  { connections, seconds }: { connections: number; seconds: number },
): Promise<number> {
  const end = performance.now() + seconds * 1000;
  const result = await drive(connections, () => (performance.now() < end ? url : undefined));
  return result.requests / result.seconds;
}

/** MB/s (10^6 bytes) of fetching each of `urls` once, `connections` at a time. */
export async function downloadRate(urls: string[], connections: number): Promise<number> {
  const queue = [...urls];
  const result = await drive(connections, () => queue.shift());
  return result.bytes / result.seconds / 1e6;
}
