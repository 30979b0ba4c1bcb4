import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './next-task.ts';

describe('nextTask', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('waits for scheduler.yield where the browser has it', async () => {
    let release = () => {};
    const yielded = new Promise<void>((resolve) => (release = resolve));
    const schedulerYield = vi.fn(() => yielded);
    vi.stubGlobal('scheduler', { yield: schedulerYield });
    let done = false;
    const waiting = nextTask().then(() => (done = true));
    await Promise.resolve();
    expect(schedulerYield).toHaveBeenCalledOnce();
    expect(done).toBe(false);
    release();
    await waiting;
    expect(done).toBe(true);
  });

  it('resolves in a later task without it: after a timer queued before it, not in a microtask', async () => {
    vi.stubGlobal('scheduler', undefined);
    const order: string[] = [];
    setTimeout(() => order.push('earlier task'), 0);
    const waiting = nextTask().then(() => order.push('next task'));
    await Promise.resolve();
    expect(order).toEqual([]);
    await waiting;
    expect(order).toEqual(['earlier task', 'next task']);
  });
});
