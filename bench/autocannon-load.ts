import autocannon from 'autocannon';

/**
 * Requests per second over `seconds` from `connections` autocannon clients, each asking again at
 * once. autocannon keeps every response body as a string, which costs more than a small body's
 * worth of server work: it is the faster client for tiny answers (`/healthz`) only.
 */
export async function autocannonRate(
  url: string,
  { connections, seconds }: { connections: number; seconds: number },
): Promise<number> {
  const result = await autocannon({ url, connections, duration: seconds });
  if (result.errors > 0 || result.timeouts > 0 || result.non2xx > 0) {
    throw new Error(
      `${url}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} answers other than 2xx`,
    );
  }
  return result.requests.average;
}
