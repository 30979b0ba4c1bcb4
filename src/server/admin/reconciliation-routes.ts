import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LatestReconciliationSchema,
  ReconciliationReportSchema,
} from '../../shared/admin/reconciliation.ts';
import type { JobLocks } from '../db/advisory-lock.ts';
import { type ReconciliationContext, reconcilePayments } from './reconciliation.ts';
import { latestReconciliation } from './reconciliation-store.ts';
import { rateLimits } from '../../shared/site-config.ts';
import { routeRateLimit } from '../http/rate-limits.ts';
import { apiPaths } from '../../shared/api-paths.ts';

/** The dashboard's reconciliation panel: the latest run, and "Check now". */
export function reconciliationRoutes(
  context: ReconciliationContext & { locks: JobLocks },
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      apiPaths.adminReconciliation,
      { schema: { response: { 200: LatestReconciliationSchema } } },
      async () => ({ latest: await latestReconciliation(context.fulfilment.db) }),
    );
    app.post(
      apiPaths.adminReconciliation,
      {
        config: routeRateLimit(rateLimits.reconciliation),
        schema: { response: { 200: ReconciliationReportSchema } },
      },
      // After a run in progress (the schedule's, or another admin's) rather than beside it.
      () => context.locks.runInTurn('reconciliation', () => reconcilePayments(context)),
    );
  };
}
