const POLL_MS = 20;

/**
 * Resolves at the first 200 from `url`, or rejects when `gaveUp` settles first (the server
 * exited) or after `timeoutMs`.
 */
export async function waitForOk(
  url: string,
  { timeoutMs, gaveUp }: { timeoutMs: number; gaveUp: Promise<unknown> },
): Promise<void> {
  let stopped = false;
  const failure = gaveUp.then(() => {
    throw new Error(`the server stopped before ${url} answered`);
  });
  const poll = async () => {
    const deadline = Date.now() + timeoutMs;
    while (!stopped && Date.now() < deadline) {
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
        await response.arrayBuffer();
        if (response.status === 200) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    if (!stopped) throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s`);
  };
  try {
    await Promise.race([poll(), failure]);
  } finally {
    stopped = true;
    failure.catch(() => {});
  }
}
