/**
 * Runs `task` once the browser is idle, or after `timeoutMs` at the latest, so that work nobody
 * waits for (the demo's report and charts) comes after the paint and the first taps instead of
 * inside them. `requestIdleCallback` where the browser has it (Safari has not): a plain timer
 * there. Returns a function that cancels the task if it has not run.
 */
export function whenIdle(
  task: () => void,
  timeoutMs: number,
  host: IdleHost = globalThis,
): () => void {
  if (typeof host.requestIdleCallback === 'function') {
    const id = host.requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => host.cancelIdleCallback?.(id);
  }
  const id = setTimeout(task, Math.min(timeoutMs, FALLBACK_DELAY_MS));
  return () => clearTimeout(id);
}

/** Without idle callbacks: late enough to let the frame after a render paint first. */
const FALLBACK_DELAY_MS = 200;

export interface IdleHost {
  requestIdleCallback?: (callback: () => void, options: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
}
