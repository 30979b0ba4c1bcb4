import type { FastifyBaseLogger } from 'fastify';
import type { JobLocks } from '../db/advisory-lock.ts';
import type { Db } from '../db/client.ts';
import { releaseExpiredDiscountUses } from './lifecycle/discount-uses.ts';

const SWEEP_EVERY_MS = 60_000;

/**
 * Gives back the discount-code uses of unpaid orders whose hold ran out, so the admin's "uses
 * left" is right even when nobody tries the code (its next buyer sweeps it first anyway). As with
 * art's holds, each release is a conditional UPDATE; the lock only spares duplicate work.
 */
export function startDiscountUseSweeper(
  db: Db,
  locks: JobLocks,
  log: FastifyBaseLogger,
): () => void {
  const timer = setInterval(() => {
    locks
      .runUnlessBusy('discountUseSweep', () =>
        db.transaction((tx) => releaseExpiredDiscountUses(tx)),
      )
      .then(
        (sweep) => {
          if (sweep.ran && sweep.value > 0)
            log.info({ released: sweep.value }, 'expired discount code uses given back');
        },
        (error: unknown) => log.warn({ err: error }, 'could not give back expired discount uses'),
      );
  }, SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
