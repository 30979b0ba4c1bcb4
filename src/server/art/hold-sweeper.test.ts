import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inProcessJobLocks } from '../db/advisory-lock.ts';
import type { Db } from '../db/client.ts';
import { startHoldSweeper } from './hold-sweeper.ts';

const quietLog = { info: vi.fn(), warn: vi.fn() } as unknown as FastifyBaseLogger;

describe('the art hold sweeper', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sweeps in one process at a time: a sweeper skips its turn while another sweeps', async () => {
    vi.useFakeTimers();
    let finishSweep = () => {};
    const transaction = vi.fn(
      () => new Promise<number>((resolve) => (finishSweep = () => resolve(2))),
    );
    const db = { transaction } as unknown as Db;
    // Two processes' sweepers sharing one lock (on PostgreSQL: one advisory lock key).
    const locks = inProcessJobLocks();
    const stops = [startHoldSweeper(db, locks, quietLog), startHoldSweeper(db, locks, quietLog)];

    await vi.advanceTimersByTimeAsync(60_000);
    expect(transaction).toHaveBeenCalledTimes(1);
    finishSweep();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(transaction).toHaveBeenCalledTimes(2);
    expect(quietLog.info).toHaveBeenCalledWith({ released: 2 }, 'expired art holds released');
    stops.forEach((stop) => stop());
  });
});
