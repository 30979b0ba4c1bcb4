import type { FastifyBaseLogger } from 'fastify';
import { commerce } from '../../shared/site-config.ts';
import { type ReconciliationContext, reconcilePayments } from './reconciliation.ts';

/** The first run waits a little, so a restart's own start-up work goes first. */
const FIRST_RUN_AFTER_MS = 60_000;

/**
 * Runs reconciliation every `commerce.reconciliationEveryMinutes`. Safe with several processes:
 * each repair goes through idempotent, conditional writes, so two runs at once repair once.
 */
export function startReconciliation(
  context: ReconciliationContext,
  log: FastifyBaseLogger,
): () => void {
  const run = () => {
    reconcilePayments(context).then(
      (report) => {
        const { repaired, unresolved, checkedPayments } = report;
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
