import type { FastifyBaseLogger } from 'fastify';
import type { JobLocks } from '../db/advisory-lock.ts';

/** The first sweep waits until start-up's own work (sample package, migrations) is done. */
export const FIRST_SWEEP_AFTER_MS = 10 * 60_000;
export const SWEEP_EVERY_MS = 24 * 60 * 60_000;

/**
 * Runs the file sweep (file-sweep.ts) once a day, one process at a time: a process that finds
 * another one sweeping skips its turn. Each deletion re-checks the file's age in its own
 * transaction, so even two sweeps at once could not delete a file that was just stored again.
 */
export function startFileSweep(
  sweep: () => Promise<number>,
  locks: JobLocks,
  log: FastifyBaseLogger,
): () => void {
  const run = () => {
    locks.runUnlessBusy('fileSweep', sweep).then(
      (result) => {
        if (result.ran && result.value > 0)
          log.info({ deleted: result.value }, 'unreferenced stored files deleted');
      },
      (error: unknown) => log.warn({ err: error }, 'could not sweep unreferenced files'),
    );
  };
  const first = setTimeout(run, FIRST_SWEEP_AFTER_MS);
  const every = setInterval(run, SWEEP_EVERY_MS);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
