import type { FastifyBaseLogger } from 'fastify';
import { commerce } from '../../shared/site-config.ts';
import type { JobLocks } from '../db/advisory-lock.ts';
import { type ReconciliationContext, reconcilePayments } from './reconciliation.ts';

/** The first run waits a little, so a restart's own start-up work goes first. */
const FIRST_RUN_AFTER_MS = 60_000;

/**
 * Runs reconciliation every `commerce.reconciliationEveryMinutes`, one process at a time (a
 * process that finds another one running it skips its turn). Each repair goes through idempotent,
 * conditional writes as well, so even two runs at once would repair once.
 */
export function startReconciliation(
  context: ReconciliationContext,
  locks: JobLocks,
  log: FastifyBaseLogger,
): () => void {
  const run = () => {
    locks
      .runUnlessBusy('reconciliation', () => reconcilePayments(context))
      .then(
        (run) => {
          if (!run.ran) return;
          const { repaired, unresolved, checkedPayments } = run.value;
          if (repaired.length > 0 || unresolved.length > 0) {
            log.warn(
              { checkedPayments, repaired: repaired.length, unresolved: unresolved.length },
              'reconciliation found payments the shop had not finished; see the admin dashboard',
            );
          }
        },
        (error: unknown) => log.warn({ err: error }, 'reconciliation could not run'),
      );
  };
  const first = setTimeout(run, FIRST_RUN_AFTER_MS);
  const every = setInterval(run, commerce.reconciliationEveryMinutes * 60_000);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
