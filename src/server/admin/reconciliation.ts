import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type {
  ReconciliationEntry,
  ReconciliationReport,
} from '../../shared/admin/reconciliation.ts';
import { commerce } from '../../shared/site-config.ts';
import { downloadGrants, orders, outbox } from '../db/schema.ts';
import { retryFailedMail } from '../mail/outbox.ts';
import { type FulfilmentContext, processPaymentEvent } from '../orders/fulfilment.ts';
import { type Order, orderReference } from '../orders/order-repository.ts';
import { isOwnLink } from '../orders/own-links.ts';
import { type ItemKind, itemKindOf } from '../orders/lifecycle/order-items.ts';
import type { PaymentProvider, SucceededPayment } from '../payments/payment-provider.ts';
import type { Actor } from '../audit/audit-log.ts';
import { mailDownloadLink, OrderActionError } from './order-actions.ts';
import { saveReconciliation } from './reconciliation-store.ts';

/** Repairs are recorded in the audit log under this name, beside the admins' own changes. */
export const reconciliationActor: Actor = { adminId: null, email: 'reconciliation' };

/**
 * The mails that bring an order its own link, by what it bought. A bot order's art-delivery mail
 * is art the owner sent by hand beside it: it does not stand in for the bot's receipt.
 */
const LINK_MAIL_KINDS: Record<ItemKind, string[]> = {
  bot: ['receipt', 'download-link'],
  art: ['receipt', 'art-delivery', 'download-link'],
};

export interface ReconciliationContext {
  payments: PaymentProvider;
  fulfilment: FulfilmentContext;
}

type Finding = { repaired: boolean; note: string } | null;

/**
 * Compares the provider's succeeded payments of the last days with what the shop did about them,
 * and repairs what it can: a paid order still pending (a webhook lost with a process that died
 * mid-fulfilment) is fulfilled through the provider's own word on the payment; a completed order
 * without a download link, or whose receipt was never queued or gave up, gets its link mailed.
 * Every repair goes through the same idempotent code as the webhook and the admin's buttons, so a
 * run racing them, or another process's run, does nothing twice. The report is saved for the
 * admin dashboard.
 */
export async function reconcilePayments(
  context: ReconciliationContext,
  now = new Date(),
): Promise<ReconciliationReport> {
  const since = new Date(now.getTime() - commerce.reconciliationDays * 24 * 60 * 60 * 1000);
  const payments = await context.payments.succeededPayments(since);
  const ordersByIntent = await ordersOf(context, payments);
  const repaired: ReconciliationEntry[] = [];
  const unresolved: ReconciliationEntry[] = [];
  for (const payment of payments) {
    const order = ordersByIntent.get(payment.intentId);
    const finding = order
      ? await checkOrder(context, order, payment)
      : { repaired: false, note: 'No order has this payment: refund it, or find the buyer.' };
    if (!finding) continue;
    const entry: ReconciliationEntry = {
      intentId: payment.intentId,
      orderReference: order ? orderReference(order) : null,
      orderId: order?.id ?? null,
      note: finding.note,
    };
    (finding.repaired ? repaired : unresolved).push(entry);
  }
  const report: ReconciliationReport = {
    ranAt: now.toISOString(),
    since: since.toISOString(),
    provider: context.payments.name,
    checkedPayments: payments.length,
    repaired,
    unresolved,
  };
  await saveReconciliation(context.fulfilment.db, report);
  return report;
}

/** The orders of the payments, read in one query. */
async function ordersOf(
  context: ReconciliationContext,
  payments: readonly SucceededPayment[],
): Promise<Map<string, Order>> {
  if (payments.length === 0) return new Map();
  const rows = await context.fulfilment.db
    .select()
    .from(orders)
    .where(
      inArray(
        orders.providerIntentId,
        payments.map((payment) => payment.intentId),
      ),
    );
  return new Map(rows.map((order) => [order.providerIntentId ?? '', order]));
}

async function checkOrder(
  context: ReconciliationContext,
  order: Order,
  payment: SucceededPayment,
): Promise<Finding> {
  if (payment.amountCents !== order.amountCents) {
    return {
      repaired: false,
      note: `The provider took ${payment.amountCents} cents, the order is for ${order.amountCents}: check it by hand.`,
    };
  }
  switch (order.status) {
    case 'pending':
    case 'failed':
      // Sold out before the payment arrived: being refunded, on the owner's list already.
      if (order.holdState === 'oversold') return null;
      return fulfilPaidOrder(context, order, payment.intentId);
    case 'completed':
      return checkLinkMailed(context, order);
    case 'refunded':
    case 'disputed':
      return null;
  }
}

/** The order is paid but was never fulfilled: act on the provider's own word on the payment. */
async function fulfilPaidOrder(
  context: ReconciliationContext,
  order: Order,
  intentId: string,
): Promise<Finding> {
  const event = await context.payments.checkIntent(intentId);
  if (!event) return null; // settled differently since the list was read
  const outcome = await processPaymentEvent(context.fulfilment, event);
  if (outcome === 'fulfilled') {
    return {
      repaired: true,
      note: `Fulfilled the order: it was paid but still ${order.status}.`,
    };
  }
  if (outcome === 'duplicate' || outcome === 'unchanged') return null; // fulfilled meanwhile
  return { repaired: false, note: `The payment succeeded, but fulfilling it gave "${outcome}".` };
}

/** A completed order must have a live download link and a receipt that went out or will. */
async function checkLinkMailed(context: ReconciliationContext, order: Order): Promise<Finding> {
  const { db } = context.fulfilment;
  const [grant] = await db
    .select({ id: downloadGrants.id })
    .from(downloadGrants)
    .where(and(eq(downloadGrants.orderId, order.id), isNull(downloadGrants.revokedAt), isOwnLink))
    .limit(1);
  if (!grant) {
    return mailLink(context, order, true, 'Issued and mailed a download link: the order had none.');
  }
  const mails = await db
    .select({ id: outbox.id, status: outbox.status, lastError: outbox.lastError })
    .from(outbox)
    .where(
      and(eq(outbox.orderId, order.id), inArray(outbox.kind, LINK_MAIL_KINDS[itemKindOf(order)])),
    )
    .orderBy(desc(outbox.id));
  if (mails.length === 0) {
    return mailLink(context, order, false, 'Mailed the download link: no receipt was ever queued.');
  }
  if (mails.some((mail) => mail.status !== 'failed')) return null;
  const [latest] = mails;
  if (latest && (await retryFailedMail(db, latest.id))) {
    context.fulfilment.onMailQueued?.();
    return {
      repaired: true,
      note: `Queued the receipt again: every attempt had failed (${latest.lastError ?? 'no error recorded'}).`,
    };
  }
  return null;
}

async function mailLink(
  context: ReconciliationContext,
  order: Order,
  fresh: boolean,
  note: string,
): Promise<Finding> {
  try {
    await mailDownloadLink(
      { ...context.fulfilment, payments: context.payments },
      reconciliationActor,
      order.id,
      fresh,
    );
    context.fulfilment.onMailQueued?.();
    return { repaired: true, note };
  } catch (error) {
    if (!(error instanceof OrderActionError)) throw error;
    // The buyer used the link up (or it expired) without a receipt: they had it.
    return error.status === 409 ? null : { repaired: false, note: error.message };
  }
}
