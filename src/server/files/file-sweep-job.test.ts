import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inProcessJobLocks, lockKeys } from '../db/advisory-lock.ts';
import { FIRST_SWEEP_AFTER_MS, startFileSweep, SWEEP_EVERY_MS } from './file-sweep-job.ts';

const quietLog = () => ({ info: vi.fn(), warn: vi.fn() }) as unknown as FastifyBaseLogger;

describe('the daily file sweep', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('has a lock key of its own', () => {
    const keys = Object.values(lockKeys);
    expect(new Set(keys).size).toBe(keys.length);
    expect(lockKeys.fileSweep).toBeDefined();
  });

  it('sweeps after start-up, then once a day, and logs what it deleted', async () => {
    vi.useFakeTimers();
    const sweep = vi.fn(async () => 3);
    const log = quietLog();
    const stop = startFileSweep(sweep, inProcessJobLocks(), log);

    await vi.advanceTimersByTimeAsync(FIRST_SWEEP_AFTER_MS - 1);
    expect(sweep).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(sweep).toHaveBeenCalledTimes(1);
    expect(log.info).toHaveBeenCalledWith({ deleted: 3 }, 'unreferenced stored files deleted');
    await vi.advanceTimersByTimeAsync(SWEEP_EVERY_MS);
    expect(sweep).toHaveBeenCalledTimes(2);

    stop();
    await vi.advanceTimersByTimeAsync(SWEEP_EVERY_MS);
    expect(sweep).toHaveBeenCalledTimes(2);
  });

  it('sweeps in one process at a time: a sweeper skips its turn while another sweeps', async () => {
    vi.useFakeTimers();
    let finish = () => {};
    const sweep = vi.fn(() => new Promise<number>((resolve) => (finish = () => resolve(0))));
    // Two processes' jobs sharing one lock (on PostgreSQL: one advisory lock key).
    const locks = inProcessJobLocks();
    const stops = [
      startFileSweep(sweep, locks, quietLog()),
      startFileSweep(sweep, locks, quietLog()),
    ];

    await vi.advanceTimersByTimeAsync(FIRST_SWEEP_AFTER_MS);
    expect(sweep).toHaveBeenCalledTimes(1);
    finish();
    stops.forEach((stop) => stop());
  });

  it('logs a failed sweep and tries again the next day', async () => {
    vi.useFakeTimers();
    const sweep = vi.fn(async () => {
      throw new Error('database gone');
    });
    const log = quietLog();
    const stop = startFileSweep(sweep, inProcessJobLocks(), log);
    await vi.advanceTimersByTimeAsync(FIRST_SWEEP_AFTER_MS + SWEEP_EVERY_MS);
    expect(sweep).toHaveBeenCalledTimes(2);
    expect(log.warn).toHaveBeenCalledWith(
      { err: expect.any(Error) },
      'could not sweep unreferenced files',
    );
    stop();
  });
});
