import type { FastifyBaseLogger } from 'fastify';
import { startReconciliation } from './admin/reconciliation-job.ts';
import { startHoldSweeper } from './art/hold-sweeper.ts';
import type { Database } from './db/client.ts';
import { startFileSweep } from './files/file-sweep-job.ts';
import { sweepUnreferencedFiles } from './files/file-sweep.ts';
import { startMailRetentionSweep } from './mail/mail-retention-job.ts';
import { startDiscountUseSweeper } from './orders/discount-use-sweeper.ts';
import type { Shop } from './shop.ts';

/**
 * The background work of a serving process: the timed sweeps (each taken by one process at a
 * time through the database's locks) and the outbox, update-mail and tax-record workers. Returns
 * what stops the sweeps; the workers stop with the shop when the app closes (app.ts), started or
 * not, since route tests drive them by hand.
 */
export function startShopWorkers(
  shop: Shop,
  database: Database,
  log: FastifyBaseLogger,
): () => void {
  const { locks } = database;
  const stopSweeps = [
    startHoldSweeper(shop.db, locks, log),
    startDiscountUseSweeper(shop.db, locks, log),
    startMailRetentionSweep(shop.db, locks, log),
    startReconciliation({ payments: shop.payments, fulfilment: shop.fulfilment }, locks, log),
    startFileSweep(() => sweepUnreferencedFiles(shop.db, shop.files), locks, log),
  ];
  shop.outbox.start();
  shop.updateMail.start();
  shop.taxRecords.start();
  return () => {
    for (const stop of stopSweeps) stop();
  };
}
