/**
 * Resolves in a task of its own, after the browser has had the chance to paint, take a tap or
 * run other work: `scheduler.yield()` where the browser has it (it keeps this work ahead of other
 * queued tasks), a zero timer elsewhere. Work split across it makes several short tasks instead
 * of one long one that a slow phone feels as a page ignoring its taps.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
