import { exec } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { promisify } from 'node:util';
import type { CreatePaymentIntentResponse } from '../../../src/shared/checkout.ts';
import { jsonOf, send } from '../client.ts';
import { settledMail } from '../mail-accounting.ts';
import { exactly, figure, statusCounts } from '../report.ts';
import type { ScaleRun, Scenario } from '../scale-run.ts';
import {
  orderOf,
  payWithTestCard,
  sendContactMessage,
  startCheckout,
  viewOrder,
} from '../shop-calls.ts';
import { sleep, waitUntil } from '../waiting.ts';

/**
 * Eight clients with short pauses, as the outside probe that found processes dying: enough that
 * the restart finds connections checked out mid-transaction, not only idle ones in the pool.
 */
const WORKERS = 8;
const POLL_MS = 50;
/** A buyer or visitor every so often per client: traffic, not a flood of mail. */
const PAUSE_MS = 300;

/**
 * The machine's own cluster, as .ci/run starts it; only when the run's database is on it (port
 * 5432), so a run against another server never restarts this one.
 */
function restartCommand(run: ScaleRun): string | undefined {
  if (run.options.restartPostgres) return run.options.restartPostgres;
  if (new URL(run.options.adminDatabaseUrl).port !== '5432') return undefined;
  const version = (() => {
    try {
      return readdirSync('/etc/postgresql')[0];
    } catch {
      return undefined;
    }
  })();
  return version ? `pg_ctlcluster --skip-systemctl-redirect ${version} main restart` : undefined;
}

interface Purchase {
  from: string;
  checkout: CreatePaymentIntentResponse;
  paid: boolean;
}

/** Buyers and visitors keep coming while PostgreSQL restarts; every answer is kept. */
function traffic(run: ScaleRun) {
  const statuses: number[] = [];
  const messages: { email: string; acknowledged: boolean }[] = [];
  const purchases: Purchase[] = [];
  let stopped = false;
  let serial = 0;
  const worker = async () => {
    while (!stopped) {
      await sleep(PAUSE_MS);
      serial += 1;
      const from = run.addresses.next();
      const email = `pg-${serial}-${run.runId}@example.com`;
      if (serial % 2 === 0) {
        const reply = await sendContactMessage(run.cluster.url, from, email, 'During a restart');
        statuses.push(reply.status);
        messages.push({ email, acknowledged: reply.status === 201 });
        continue;
      }
      const started = await startCheckout(run.cluster.url, from, email);
      statuses.push(started.status);
      if (started.status !== 200) continue;
      const checkout = jsonOf<CreatePaymentIntentResponse>(started);
      const paid = await payWithTestCard(run.cluster.url, from, checkout.clientSecret);
      statuses.push(paid.status);
      purchases.push({ from, checkout, paid: paid.status === 200 });
    }
  };
  const workers = Promise.all(Array.from({ length: WORKERS }, worker));
  return {
    statuses,
    messages,
    purchases,
    stop: async () => {
      stopped = true;
      await workers;
    },
  };
}

/** Each process's /readyz, polled: did it go 503, and did it come back to 200 after? */
function watchReadiness(run: ScaleRun) {
  const seen = run.cluster.processes.map(() => ({ down: false, back: false }));
  let stopped = false;
  const polls = run.cluster.processes.map(async (shop, index) => {
    const state = seen[index] ?? { down: false, back: false };
    while (!stopped) {
      const reply = await send(shop.origin, 'GET', '/readyz', {
        from: '127.0.0.1',
        timeoutMs: 5_000,
      });
      if (reply.status === 503) state.down = true;
      if (reply.status === 200 && state.down) state.back = true;
      await sleep(POLL_MS);
    }
  });
  return {
    seen,
    stop: async () => {
      stopped = true;
      await Promise.all(polls);
    },
  };
}

export const postgresRestart: Scenario = {
  key: 'postgres',
  name: 'PostgreSQL restarted under traffic',
  tried: `${WORKERS} clients keep buying and writing to support while PostgreSQL restarts; refused payments are tried again after`,
  async run(run) {
    const command = restartCommand(run);
    if (!command) {
      return { notRun: 'no way to restart this PostgreSQL: set SCALE_PG_RESTART' };
    }
    const load = traffic(run);
    const readiness = watchReadiness(run);
    await sleep(3_000);
    const restartStarted = Date.now();
    await promisify(exec)(command);
    const restartSeconds = (Date.now() - restartStarted) / 1000;
    await waitUntil(() => readiness.seen.every((state) => state.back), { timeoutMs: 60_000 });
    await sleep(1_500);
    await Promise.all([load.stop(), readiness.stop()]);

    // A buyer whose payment was refused presses Pay again; then every order is looked at.
    let completed = 0;
    for (const purchase of load.purchases) {
      const { from, checkout } = purchase;
      if (!purchase.paid) await payWithTestCard(run.cluster.url, from, checkout.clientSecret);
      const order = orderOf(await viewOrder(run.cluster.url, from, checkout.orderToken));
      if (order.status === 'completed') completed += 1;
    }
    const like = `pg-%-${run.runId}@example.com`;
    const acknowledged = load.messages.filter((message) => message.acknowledged);
    const stored = await run.db.count('select count(*) from contact_messages where email like $1', [
      like,
    ]);
    const mail = await settledMail(run.db, run.sink, like, 90_000);
    const died = run.cluster.processes.filter((shop) => !shop.running);
    for (const shop of died)
      console.error(`${shop.name} died during the restart:\n${shop.output()}`);
    await Promise.all(died.map((shop) => shop.start()));
    const unexpected = load.statuses.filter(
      (status) => !(status >= 200 && status < 300) && status !== 503,
    );
    return {
      checks: [
        figure('restart took (s)', restartSeconds.toFixed(1)),
        exactly(
          'processes still running',
          run.cluster.processes.length,
          run.cluster.processes.length - died.length,
        ),
        exactly(
          'processes whose /readyz went 503',
          readiness.seen.length,
          readiness.seen.filter((s) => s.down).length,
        ),
        exactly(
          '… and came back to 200',
          readiness.seen.length,
          readiness.seen.filter((s) => s.back).length,
        ),
        figure('answers during the run', statusCounts(load.statuses)),
        exactly('answers other than 2xx or 503 (500s, dropped)', 0, unexpected.length),
        exactly('messages stored (= acknowledged)', acknowledged.length, stored),
        exactly(
          'orders completed (every one paid, after retries)',
          load.purchases.length,
          completed,
        ),
        exactly('mails for them received more than once', 0, mail.receivedTwice),
        exactly(
          'mails for them sent, each received once',
          mail.queued,
          Math.min(mail.sent, mail.receivedOnce),
        ),
      ],
    };
  },
};
