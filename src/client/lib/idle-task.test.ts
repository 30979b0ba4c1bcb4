import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './idle-task.ts';

afterEach(() => vi.useRealTimers());

describe('whenIdle', () => {
  it('asks the browser for an idle moment, with the timeout as a deadline', () => {
    const requestIdleCallback = vi.fn((_callback: () => void, _options: { timeout: number }) => 7);
    const cancelIdleCallback = vi.fn();
    const task = vi.fn();
    const cancel = whenIdle(task, 3_000, { requestIdleCallback, cancelIdleCallback });
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 3_000 });
    expect(task).not.toHaveBeenCalled();
    requestIdleCallback.mock.calls[0]?.[0]();
    expect(task).toHaveBeenCalledOnce();
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('falls back to a short timer where idle callbacks do not exist, and can be cancelled', () => {
    vi.useFakeTimers();
    const task = vi.fn();
    whenIdle(task, 3_000, {});
    vi.advanceTimersByTime(199);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledOnce();

    const cancelled = vi.fn();
    whenIdle(cancelled, 3_000, {})();
    vi.advanceTimersByTime(1_000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
