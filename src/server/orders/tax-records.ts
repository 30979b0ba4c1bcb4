import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq, inArray, isNotNull, isNull, lte, notExists, sql } from 'drizzle-orm';
import { taxSharesOf } from '../../shared/tax.ts';
import type { JobLocks } from '../db/advisory-lock.ts';
import type { Db } from '../db/client.ts';
import { orders, orderTaxes, refunds, taxReversals } from '../db/schema.ts';
import { retryDelaySeconds } from '../mail/retry-schedule.ts';
import type { TaxCalculator } from '../payments/tax-calculator.ts';

const RUN_EVERY_MS = 60_000;
const BATCH = 50;

/** Stripe's reference for a paid order's tax transaction, and for a refund's reversal of it. */
export const taxTransactionReference = (orderId: number) => `order-${orderId}`;
export const taxReversalReference = (orderId: number, refundId: number) =>
  `order-${orderId}-refund-${refundId}`;

const failedAttempt = (attempts: number, error: unknown) => ({
  attempts: attempts + 1,
  nextAttemptAt: sql`now() + make_interval(secs => ${retryDelaySeconds(attempts + 1)})`,
  lastError: error instanceof Error ? error.message.slice(0, 500) : String(error),
});

/**
 * Reports taxed orders to Stripe Tax after the fact: a transaction once an order is paid, a
 * reversal for each refund. Kept apart from the payment and the refund, so Stripe Tax being down
 * never loses an order or a refund: what could not be reported is retried with back-off (as mail
 * is) until Stripe takes it, and each is reported once (a unique reference and an idempotency
 * key at Stripe, the row's id here). Runs after a webhook or refund, and every minute.
 */
export class TaxRecords {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly calculator: TaxCalculator | undefined,
    private readonly locks: JobLocks,
    private readonly log: Pick<FastifyBaseLogger, 'warn' | 'info'>,
  ) {}

  start(): void {
    if (!this.calculator) return;
    this.timer = setInterval(() => this.nudge(), RUN_EVERY_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** Reports what is due now, in the background. */
  nudge(): void {
    if (!this.calculator) return;
    this.runDue().catch((error: unknown) =>
      this.log.warn({ err: error }, 'could not report tax to Stripe; will retry'),
    );
  }

  /** Reports every due transaction and reversal; false when another run holds the lock. */
  async runDue(): Promise<boolean> {
    const calculator = this.calculator;
    if (!calculator) return true;
    const run = await this.locks.runUnlessBusy('taxRecords', async () => {
      await this.recordTransactions(calculator);
      await this.noteRefunds();
      await this.recordReversals(calculator);
    });
    return run.ran;
  }

  private async recordTransactions(calculator: TaxCalculator) {
    const due = await this.db
      .select({ tax: orderTaxes })
      .from(orderTaxes)
      .innerJoin(orders, eq(orders.id, orderTaxes.orderId))
      .where(
        and(
          isNull(orderTaxes.transactionId),
          isNotNull(orders.completedAt),
          lte(orderTaxes.nextAttemptAt, sql`now()`),
        ),
      )
      .orderBy(asc(orderTaxes.orderId))
      .limit(BATCH);
    for (const { tax } of due) {
      try {
        const { transactionId } = await calculator.recordTransaction(
          tax.calculationId,
          taxTransactionReference(tax.orderId),
        );
        await this.db
          .update(orderTaxes)
          .set({ transactionId, lastError: null })
          .where(eq(orderTaxes.orderId, tax.orderId));
        this.log.info({ orderId: tax.orderId }, 'tax transaction recorded at Stripe');
      } catch (error) {
        await this.db
          .update(orderTaxes)
          .set(failedAttempt(tax.attempts, error))
          .where(eq(orderTaxes.orderId, tax.orderId));
        this.log.warn(
          { err: error, orderId: tax.orderId, attempts: tax.attempts + 1 },
          'could not record the tax transaction at Stripe; will retry',
        );
      }
    }
  }

  /** A reversal row for each succeeded refund of a taxed order that has none yet. */
  private async noteRefunds() {
    const fresh = await this.db
      .selectDistinct({ orderId: refunds.orderId })
      .from(refunds)
      .innerJoin(orderTaxes, eq(orderTaxes.orderId, refunds.orderId))
      .where(
        and(
          eq(refunds.status, 'succeeded'),
          notExists(
            this.db
              .select({ id: taxReversals.id })
              .from(taxReversals)
              .where(eq(taxReversals.refundId, refunds.id)),
          ),
        ),
      )
      .limit(BATCH);
    if (fresh.length === 0) return;
    const orderIds = fresh.map((row) => row.orderId);
    const paid = await this.db.select().from(orders).where(inArray(orders.id, orderIds));
    for (const order of paid) {
      const made = await this.db
        .select()
        .from(refunds)
        .where(and(eq(refunds.orderId, order.id), eq(refunds.status, 'succeeded')))
        .orderBy(asc(refunds.id));
      const shares = taxSharesOf(
        order.taxCents,
        order.amountCents,
        made.map((refund) => refund.amountCents),
      );
      const rows = made.map((refund, index) => ({
        orderId: order.id,
        refundId: refund.id,
        amountCents: refund.amountCents,
        taxCents: shares[index] ?? 0,
        // One refund of everything at once reverses the whole transaction.
        mode: (made.length === 1 && refund.amountCents >= order.amountCents
          ? 'full'
          : 'partial') as 'full' | 'partial',
      }));
      await this.db.insert(taxReversals).values(rows).onConflictDoNothing();
    }
  }

  private async recordReversals(calculator: TaxCalculator) {
    const due = await this.db
      .select({ reversal: taxReversals, transactionId: orderTaxes.transactionId })
      .from(taxReversals)
      .innerJoin(orderTaxes, eq(orderTaxes.orderId, taxReversals.orderId))
      .where(
        and(
          isNull(taxReversals.reversalId),
          isNotNull(orderTaxes.transactionId),
          lte(taxReversals.nextAttemptAt, sql`now()`),
        ),
      )
      .orderBy(asc(taxReversals.id))
      .limit(BATCH);
    for (const { reversal, transactionId } of due) {
      if (!transactionId) continue;
      try {
        const { reversalId } = await calculator.reverse({
          transactionId,
          reference: taxReversalReference(reversal.orderId, reversal.refundId),
          mode: reversal.mode,
          flatAmountCents: reversal.amountCents,
        });
        await this.db
          .update(taxReversals)
          .set({ reversalId, lastError: null })
          .where(eq(taxReversals.id, reversal.id));
      } catch (error) {
        await this.db
          .update(taxReversals)
          .set(failedAttempt(reversal.attempts, error))
          .where(eq(taxReversals.id, reversal.id));
        this.log.warn(
          { err: error, orderId: reversal.orderId, refundId: reversal.refundId },
          'could not reverse the tax transaction at Stripe; will retry',
        );
      }
    }
  }
}
