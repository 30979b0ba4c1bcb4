import type { FastifyBaseLogger } from 'fastify';
import type { JobLocks } from '../db/advisory-lock.ts';
import type { Db } from '../db/client.ts';
import { releaseExpiredHolds } from './supply.ts';

const SWEEP_EVERY_MS = 60_000;

/**
 * Puts art pieces whose buyers walked away back on sale once their hold ran out, so the gallery's
 * counts are right even when nobody tries to buy that piece (a new hold also sweeps its own
 * collection first). Each release is a conditional UPDATE, so a second sweeper could do no harm,
 * but one sweep at a time across the processes spares the database the duplicate work.
 */
export function startHoldSweeper(db: Db, locks: JobLocks, log: FastifyBaseLogger): () => void {
  const timer = setInterval(() => {
    locks
      .runUnlessBusy('artHoldSweep', () => db.transaction((tx) => releaseExpiredHolds(tx)))
      .then(
        (sweep) => {
          if (sweep.ran && sweep.value > 0)
            log.info({ released: sweep.value }, 'expired art holds released');
        },
        (error: unknown) => log.warn({ err: error }, 'could not release expired art holds'),
      );
  }, SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
