import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { outbox } from '../db/schema.ts';
import { freePort, log, mail, smtpOutboxWorker, startSmtp } from '../testing/smtp-outbox.ts';
import { createTestDatabase, testDatabaseKinds } from '../testing/test-database.ts';
import { queueMail, retryFailedMail } from './outbox.ts';
import { CLAIM_LEASE_SECONDS, OutboxWorker } from './outbox-worker.ts';
import { MAX_MAIL_ATTEMPTS } from './retry-schedule.ts';

/** A transport that takes `delayMs` per mail and notes the address of each one it was handed. */
function recordingTransport(delayMs = 0) {
  const sent: string[] = [];
  return {
    sent,
    transport: {
      kind: 'smtp' as const,
      send: async (m: { to: string }) => {
        if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
        sent.push(m.to);
      },
      close: () => undefined,
    },
  };
}

describe.each(testDatabaseKinds())('outbox on %s', (kind) => {
  let database: Database;
  let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
  afterEach(async () => {
    await smtp?.close();
    smtp = undefined;
    await database.close();
  });

  /** A worker on a fresh database that sends through SMTP on `port`. */
  async function smtpWorker(port: number, from?: string) {
    database = await createTestDatabase(kind);
    return smtpOutboxWorker(database.db, port, from);
  }

  it('delivers a queued mail to a real SMTP server and marks it sent', async () => {
    smtp = await startSmtp();
    const worker = await smtpWorker(smtp.port, 'Shop <shop@test>');
    await queueMail(database.db, mail('buyer@example.com'));
    expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received).toEqual([
      {
        to: 'buyer@example.com',
        subject: 'Your Cryptomaton download is ready',
        text: 'Download: http://shop.test/download/abc',
        messageId: expect.stringMatching(/^<receipt-\d+\.[0-9a-z]+@test>$/),
      },
    ]);
    const [row] = await database.db.select().from(outbox);
    // What support needs stays: who, what and the text; the HTML does not.
    expect(row).toMatchObject({
      status: 'sent',
      attempts: 1,
      toAddress: 'buyer@example.com',
      subject: 'Your Cryptomaton download is ready',
      textBody: 'Download: http://shop.test/download/abc',
      htmlBody: '',
    });
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0 });
  });

  it('keeps the sent text with the download link’s token hidden', async () => {
    smtp = await startSmtp();
    const worker = await smtpWorker(smtp.port);
    const token = 'Zq4vN0bX7yLrT2sK9wHc1mPa5eGd8uJf3oIl6nRbVtY';
    await queueMail(database.db, {
      ...mail('buyer@example.com'),
      text: `Download: http://shop.test/download/${token}`,
      html: `<a href="http://shop.test/download/${token}">Download</a>`,
    });
    expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received[0]?.text).toContain(token);
    const [row] = await database.db.select().from(outbox);
    expect(row?.textBody).toBe('Download: http://shop.test/download/[hidden]');
    expect(row?.htmlBody).toBe('');
  });

  it('gives up after the last attempt, marks the mail failed, and sends it when retried', async () => {
    let refusing = true;
    smtp = await startSmtp(0, { refuse: () => refusing });
    const worker = await smtpWorker(smtp.port);
    const id = await queueMail(database.db, mail('buyer@example.com'));
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 1 });
    expect((await database.db.select().from(outbox))[0]).toMatchObject({
      status: 'pending',
      attempts: 1,
    });

    // Skip to the last attempt: it fails too, and the mail stops being retried.
    await database.db
      .update(outbox)
      .set({ attempts: MAX_MAIL_ATTEMPTS - 1, nextAttemptAt: sql`now()` });
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 1 });
    const [failed] = await database.db.select().from(outbox);
    expect(failed).toMatchObject({ status: 'failed', attempts: MAX_MAIL_ATTEMPTS });
    expect(failed?.failedAt).toBeInstanceOf(Date);
    expect(failed?.lastError).toMatch(/Mailbox busy/);
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0 });

    refusing = false;
    expect(await retryFailedMail(database.db, id)).toBe(true);
    expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    expect((await database.db.select().from(outbox))[0]).toMatchObject({ status: 'sent' });
    expect(await retryFailedMail(database.db, id)).toBe(false);
  });

  it('holds a claim for less than a minute, so a mail claimed by a process that died goes out soon', async () => {
    database = await createTestDatabase(kind);
    expect(CLAIM_LEASE_SECONDS).toBeLessThanOrEqual(60);
    await queueMail(database.db, mail('buyer@example.com'));
    const { sent, transport } = recordingTransport();
    // A process claims the mail, then dies before sending it.
    const dying = new OutboxWorker(database.db, transport, log, { leaseSeconds: 1 });
    expect(await dying.claimDue()).toHaveLength(1);
    const [claimed] = await database.db.select().from(outbox);
    expect(claimed?.nextAttemptAt.getTime()).toBeLessThan(Date.now() + 60_000);

    const survivor = new OutboxWorker(database.db, transport, log);
    expect(await survivor.runOnce()).toEqual({ sent: 0, failed: 0 });
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(await survivor.runOnce()).toEqual({ sent: 1, failed: 0 });
    expect(sent).toEqual(['buyer@example.com']);
  });

  it('renews its claim while a slow mail is being sent, so no other worker sends it too', async () => {
    database = await createTestDatabase(kind);
    await queueMail(database.db, mail('buyer@example.com'));
    const { sent, transport: slow } = recordingTransport(2_500);
    const a = new OutboxWorker(database.db, slow, log, { leaseSeconds: 1 });
    const b = new OutboxWorker(database.db, slow, log, { leaseSeconds: 1 });
    const first = a.runOnce();
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    expect(await b.runOnce()).toEqual({ sent: 0, failed: 0 });
    expect(await first).toEqual({ sent: 1, failed: 0 });
    expect(sent).toHaveLength(1);
  });

  it('records a sent mail as sent once the database is back, so no other worker sends it again', async () => {
    database = await createTestDatabase(kind);
    await queueMail(database.db, mail('buyer@example.com'));
    const { sent, transport } = recordingTransport();
    // The database goes away just after the mail server took the mail: the first two writes
    // after the send fail, as they do while PostgreSQL restarts.
    let failingWrites = 0;
    const flaky = new Proxy(database.db, {
      get(target, property, receiver) {
        if (property === 'update' && failingWrites > 0) {
          failingWrites -= 1;
          return () => {
            throw new Error('Connection terminated unexpectedly');
          };
        }
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
    const worker = new OutboxWorker(flaky, transport, log, { leaseSeconds: 1 });
    failingWrites = 2; // the claim is a transaction of its own: only the writes after the send
    expect(await worker.runOnce().catch((error: unknown) => error)).toEqual({ sent: 1, failed: 0 });
    const other = new OutboxWorker(database.db, transport, log, { leaseSeconds: 1 });
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(await other.runOnce()).toEqual({ sent: 0, failed: 0 });
    expect(sent).toEqual(['buyer@example.com']);
    expect((await database.db.select().from(outbox))[0]?.status).toBe('sent');
  });

  it('keeps mail queued while SMTP is down and sends it once it is back', async () => {
    const port = await freePort();
    const worker = await smtpWorker(port);
    await queueMail(database.db, mail('buyer@example.com'));

    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 1 });
    const [waiting] = await database.db.select().from(outbox);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting?.lastError).toBeTruthy();
    expect(waiting?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    // Not due yet: nothing is tried.
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0 });

    smtp = await startSmtp(port);
    await database.db.update(outbox).set({ nextAttemptAt: sql`now()` });
    expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    const [sent] = await database.db.select().from(outbox).where(eq(outbox.status, 'sent'));
    expect(sent?.attempts).toBe(2);
  });

  it('sends each mail exactly once with two workers claiming at the same time', async () => {
    database = await createTestDatabase(kind);
    const { sent, transport } = recordingTransport(5);
    for (let i = 0; i < 30; i += 1) await queueMail(database.db, mail(`b${i}@example.com`));
    const a = new OutboxWorker(database.db, transport, log, { batchSize: 5 });
    const b = new OutboxWorker(database.db, transport, log, { batchSize: 5 });
    for (let round = 0; round < 6; round += 1) await Promise.all([a.runOnce(), b.runOnce()]);
    expect(sent).toHaveLength(30);
    expect(new Set(sent).size).toBe(30);
  });
});
