import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
} from '../testing/test-database.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

/*
 * A PostgreSQL restart ends every connection of the shop, whatever it is doing: idle in the pool,
 * checked out for a transaction that is between two queries, or holding a job's advisory lock
 * while the job works through the pool. None of these may stop the process (a connection's
 * 'error' event nobody listens to does); each failure reaches its caller as "database
 * unavailable", and the pool opens new connections when the server is back.
 */

/** A promise the test resolves when it wants the work to go on. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/** Every connection to the database `url` names is ended by the server, as a restart does. */
async function terminateConnections(url: string): Promise<number> {
  const adminUrl = process.env.TEST_DATABASE_URL ?? '';
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ ended: boolean }>(
      `select pg_terminate_backend(pid) as ended from pg_stat_activity
        where datname = $1 and pid <> pg_backend_pid()`,
      [name],
    );
    return rows.filter((row) => row.ended).length;
  } finally {
    await admin.end();
  }
}

/** Errors that would have killed the process, seen while `work` runs. */
async function uncaughtDuring(work: () => Promise<void>): Promise<unknown[]> {
  const seen: unknown[] = [];
  const record = (error: unknown) => seen.push(error);
  process.on('uncaughtException', record);
  try {
    await work();
    // The server's goodbye arrives on each socket on its own schedule.
    await new Promise((resolve) => setTimeout(resolve, 300));
  } finally {
    process.off('uncaughtException', record);
  }
  return seen;
}

/**
 * PostgreSQL ends the connections as a restart does, and stays up: the shop must come back by
 * itself. The embedded database has no connections to end; closing it (a shutdown) is the
 * nearest thing, and it waits for the transaction in flight instead of failing it.
 */
async function endConnections(t: TestApp, base: TestDatabase, workGoesOn: () => void) {
  if (t.database.kind === 'postgres') {
    expect(await terminateConnections(base.url ?? '')).toBeGreaterThanOrEqual(2);
    workGoesOn();
  } else {
    const closing = t.database.close();
    workGoesOn();
    await closing;
  }
}

describe.each(testDatabaseKinds())('connections ended under the work on %s', (kind) => {
  let t: TestApp | undefined;
  let base: TestDatabase | undefined;
  afterEach(async () => {
    await t?.app.close();
    await base?.close();
    t = base = undefined;
  });

  it('fail their work as "unavailable", keep the process up, and are replaced', async () => {
    base = await createTestDatabase(kind);
    t = await createTestApp(kind, { database: base });
    const { database } = t;

    const lockHeld = gate();
    const finishJob = gate();
    const job = database.locks.runInTurn('reconciliation', async () => {
      lockHeld.open();
      await finishJob.opened;
      return 'job done';
    });
    const inTransaction = gate();
    const finishTransaction = gate();
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      inTransaction.open();
      await finishTransaction.opened;
      await tx.execute(sql`select 2`);
    });
    // Settled as they end, so a failure is never an unhandled rejection meanwhile.
    const outcomes = Promise.allSettled([job, transaction]);
    await inTransaction.opened;
    // An idle pooled connection too: the pool keeps the first query's connection.
    if (kind === 'postgres') await database.ping();
    await lockHeld.opened;

    const app = t;
    const uncaught = await uncaughtDuring(() =>
      endConnections(app, base as TestDatabase, () => {
        finishJob.open();
        finishTransaction.open();
      }),
    );
    const [jobOutcome, transactionOutcome] = await outcomes;

    expect(uncaught).toEqual([]);
    // The job had finished its work; a lock held on a lost connection went with it.
    expect(jobOutcome).toEqual({ status: 'fulfilled', value: 'job done' });
    if (kind === 'pglite') {
      expect(transactionOutcome.status).toBe('fulfilled');
      return;
    }
    expect(transactionOutcome.status).toBe('rejected');
    expect(
      isDatabaseUnavailable(
        transactionOutcome.status === 'rejected' ? transactionOutcome.reason : undefined,
      ),
    ).toBe(true);

    // The server never went away: the next requests get new connections and succeed.
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { email: 'after@example.com', message: 'Still there?' },
    });
    expect(contact.statusCode).toBe(201);
    expect(await database.locks.runInTurn('reconciliation', async () => 'again')).toBe('again');
  });
});
