import type { CreatePaymentIntentResponse } from '../../../src/shared/checkout.ts';
import type { ReconciliationReport } from '../../../src/shared/admin/reconciliation.ts';
import { call, jsonOf, type Reply } from '../client.ts';
import { mailHeldByTheDead, mailSettled } from '../mail-accounting.ts';
import { exactly, figure } from '../report.ts';
import type { Scenario } from '../scale-run.ts';
import { asAdmin, orderOf, payWithTestCard, signIn, viewOrder } from '../shop-calls.ts';
import { sleep } from '../waiting.ts';

const BUYERS = 12;

/**
 * A machine dies mid-fulfilment. Fulfilment is one transaction, so PostgreSQL rolls back what a
 * dead process left half done. The buyers have closed their tabs (no thank-you page asks again):
 * reconciliation, run by the owner's Check now on another process, finds the payments the
 * provider took and completes their orders; a payment that never reached the provider is paid
 * again by its buyer. Each order completes once.
 *
 * A mail the killed process was sending may already be at the mail server; it is sent again once
 * its claim runs out (at least once: a lost receipt would be worse). Earlier scenarios' mail is
 * settled first, so only this scenario's mail is exposed; what the dead process held is noted for
 * the mail count.
 */
export const killedProcess: Scenario = {
  key: 'kill',
  name: 'Process killed mid-fulfilment',
  tried: `${BUYERS} buyers pay on p2 at once; p2 gets SIGKILL as the first payment is answered; reconciliation runs through the proxy, then buyers whose payment never arrived pay again`,
  async run({ cluster, db, admin, addresses, runId, heldByKilledProcess }) {
    await mailSettled(db, '%', 60_000);
    const victim = cluster.process('p2');
    const emailOf = (index: number) => `kill-${index}-${runId}@example.com`;
    const buyers = await Promise.all(
      addresses.many(BUYERS).map(async (from, index) => ({
        from,
        checkout: await call<CreatePaymentIntentResponse>(
          cluster.url,
          'POST',
          '/api/create-payment-intent',
          {
            from,
            json: { email: emailOf(index), acceptedTerms: true },
          },
        ),
      })),
    );

    let killed: Promise<number | null> | undefined;
    const confirms: Reply[] = await Promise.all(
      buyers.map(async ({ from, checkout }) => {
        const reply = await payWithTestCard(victim.origin, from, checkout.clientSecret);
        killed ??= victim.signal('SIGKILL');
        return reply;
      }),
    );
    await killed;
    // The living processes record what they were sending within milliseconds.
    await sleep(2_000);
    const held = await mailHeldByTheDead(db);
    for (const id of held) heldByKilledProcess.add(id);
    const like = `kill-%-${runId}@example.com`;
    const caught = await db.count(
      `select count(*) from orders o join test_payment_intents t on t.id = o.provider_intent_id
       where o.email like $1 and t.status = 'succeeded' and o.status <> 'completed'`,
      [like],
    );

    const owner = addresses.next();
    const cookie = await signIn(cluster.url, owner, admin);
    const reconciled = await asAdmin(
      cluster.url,
      owner,
      cookie,
      'POST',
      '/api/admin/reconciliation',
    );
    const ours = new Set(
      (await db.rows<{ id: number }>('select id from orders where email like $1', [like])).map(
        (row) => row.id,
      ),
    );
    const byReconciliation =
      reconciled.status === 200
        ? jsonOf<ReconciliationReport>(reconciled).repaired.filter(
            (entry) => entry.orderId !== null && ours.has(entry.orderId),
          ).length
        : -1;
    let byPayingAgain = 0;
    for (const { from, checkout } of buyers) {
      if (orderOf(await viewOrder(cluster.url, from, checkout.orderToken)).status === 'completed') {
        continue;
      }
      await payWithTestCard(cluster.url, from, checkout.clientSecret);
      if (orderOf(await viewOrder(cluster.url, from, checkout.orderToken)).status === 'completed') {
        byPayingAgain += 1;
      }
    }
    await victim.start();

    const completed = await db.count(
      "select count(*) from orders where email like $1 and status = 'completed'",
      [like],
    );
    const grants = await db.count(
      'select count(*) from download_grants g join orders o on o.id = g.order_id where o.email like $1',
      [like],
    );
    const receipts = await db.count(
      "select count(*) from outbox where to_address like $1 and kind = 'receipt'",
      [like],
    );
    return {
      checks: [
        figure(
          'payments answered before the kill',
          confirms.filter((r) => r.status === 200).length,
        ),
        figure('payments cut off by the kill', confirms.filter((r) => r.status === 0).length),
        figure('paid, not yet fulfilled just after the kill', caught),
        figure('mails the killed process held (may arrive twice)', held.length),
        exactly('paid orders reconciliation completed', caught, byReconciliation),
        figure('completed by the buyer paying again', byPayingAgain),
        exactly('orders completed', BUYERS, completed),
        exactly('download links issued', BUYERS, grants),
        exactly('receipts queued', BUYERS, receipts),
      ],
    };
  },
};
