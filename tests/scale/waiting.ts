/** Asks `done` every `intervalMs` until it says yes or `timeoutMs` pass; says which came first. */
export async function waitUntil(
  done: () => Promise<boolean> | boolean,
  { timeoutMs, intervalMs = 250 }: { timeoutMs: number; intervalMs?: number },
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await done()) return true;
    if (Date.now() >= deadline) return false;
    await sleep(intervalMs);
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
