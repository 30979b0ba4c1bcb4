import type { FastifyBaseLogger } from 'fastify';
import type { JobLocks } from '../db/advisory-lock.ts';
import type { Db } from '../db/client.ts';
import { eraseExpiredMailContent } from './mail-retention.ts';

const SWEEP_EVERY_MS = 60 * 60_000;

/**
 * Once an hour (and once at start), erases what sent mail said once its retention period is
 * over. The erasing is a conditional UPDATE, so the lock only spares other processes the work.
 */
export function startMailRetentionSweep(
  db: Db,
  locks: JobLocks,
  log: FastifyBaseLogger,
): () => void {
  const sweep = () =>
    locks
      .runUnlessBusy('mailRetention', () => eraseExpiredMailContent(db))
      .then(
        (run) => {
          if (run.ran && run.value > 0) log.info({ erased: run.value }, 'old mail content erased');
        },
        (error: unknown) => log.warn({ err: error }, 'could not erase old mail content'),
      );
  void sweep();
  const timer = setInterval(() => void sweep(), SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
