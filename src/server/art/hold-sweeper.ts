import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { releaseExpiredHolds } from './supply.ts';

const SWEEP_EVERY_MS = 60_000;

/**
 * Puts art pieces whose buyers walked away back on sale once their hold ran out, so the gallery's
 * counts are right even when nobody tries to buy that piece (a new hold also sweeps its own
 * collection first). Safe with several processes: each release is a conditional UPDATE.
 */
export function startHoldSweeper(db: Db, log: FastifyBaseLogger): () => void {
  const timer = setInterval(() => {
    db.transaction((tx) => releaseExpiredHolds(tx)).then(
      (released) => {
        if (released > 0) log.info({ released }, 'expired art holds released');
      },
      (error: unknown) => log.warn({ err: error }, 'could not release expired art holds'),
    );
  }, SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
