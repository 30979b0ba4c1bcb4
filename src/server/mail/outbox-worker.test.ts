import Fastify from 'fastify';
import { readdir, readFile } from 'node:fs/promises';
import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { outbox } from '../db/schema.ts';
import { createTestDatabase, testDatabaseKinds } from '../testing/test-database.ts';
import { queueMail, retryFailedMail } from './outbox.ts';
import { CLAIM_LEASE_SECONDS, OutboxWorker } from './outbox-worker.ts';
import { MAX_MAIL_ATTEMPTS } from './retry-schedule.ts';
import { localTransport, smtpTransport } from './transport.ts';
// A quiet logger of the kind the worker gets from the app.
const log = Fastify({ logger: { level: 'silent' } }).log;

interface Received {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  messageId: string;
}

/** A real SMTP server on loopback that keeps what it receives. */
async function startSmtp(port = 0, options: { refuse?: () => boolean } = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (options.refuse?.()) {
        return callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 450 }));
      }
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({
            to: Array.isArray(mail.to) ? '' : (mail.to?.text ?? ''),
            ...(mail.replyTo ? { replyTo: mail.replyTo.text } : {}),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            messageId: mail.messageId ?? '',
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as net.AddressInfo;
  return {
    received,
    port: address.port,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const mail = (to: string) => ({
  kind: 'receipt',
  to,
  subject: 'Your Cryptomaton download is ready',
  text: 'Download: http://shop.test/download/abc',
  html: '<p>Download</p>',
});

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
  async function smtpWorker(port: number, from = 'shop@test') {
    database = await createTestDatabase(kind);
    return new OutboxWorker(database.db, smtpTransport(`smtp://127.0.0.1:${port}`, from), log);
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
    // What support needs stays; the body with the download link does not.
    expect(row).toMatchObject({
      status: 'sent',
      attempts: 1,
      toAddress: 'buyer@example.com',
      subject: 'Your Cryptomaton download is ready',
      textBody: '',
      htmlBody: '',
    });
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0 });
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

  it('carries the Reply-To the mail was queued with', async () => {
    smtp = await startSmtp();
    const worker = await smtpWorker(smtp.port);
    await queueMail(database.db, { ...mail('buyer@example.com'), replyTo: 'support@shop.test' });
    expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received[0]).toMatchObject({
      to: 'buyer@example.com',
      replyTo: 'support@shop.test',
    });
  });

  it('sends to exactly one recipient and fails a list at once', async () => {
    smtp = await startSmtp();
    const worker = await smtpWorker(smtp.port);
    await queueMail(database.db, mail('victim@example.com,attacker@evil.test'));
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 1 });
    expect(smtp.received).toHaveLength(0);
    const [row] = await database.db.select().from(outbox);
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
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

  it('sends a mail again under its own Message-ID, so a resend after a lost answer shows as one mail', async () => {
    smtp = await startSmtp();
    database = await createTestDatabase(kind);
    const smtpOut = smtpTransport(`smtp://127.0.0.1:${smtp.port}`, 'Shop <shop@cryptomaton.test>');
    let calls = 0;
    // The first mail reaches the server, but its answer is lost (as when the sender dies).
    const lossy = {
      ...smtpOut,
      send: async (outgoing: Parameters<typeof smtpOut.send>[0]) => {
        await smtpOut.send(outgoing);
        calls += 1;
        if (calls === 1) throw new Error('connection lost after the mail was taken');
      },
    };
    await queueMail(database.db, mail('first@example.com'));
    await queueMail(database.db, mail('second@example.com'));
    const worker = new OutboxWorker(database.db, lossy, log);
    expect(await worker.runOnce()).toEqual({ sent: 1, failed: 1 });
    await database.db.update(outbox).set({ nextAttemptAt: sql`now()` });
    expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0 });

    const [first, second, again] = smtp.received;
    expect(smtp.received.map((received) => received.to)).toEqual([
      'first@example.com',
      'second@example.com',
      'first@example.com',
    ]);
    expect(first?.messageId).toMatch(/^<receipt-\d+\.[0-9a-z]+@cryptomaton\.test>$/);
    expect(again?.messageId).toBe(first?.messageId);
    expect(second?.messageId).not.toBe(first?.messageId);
    smtpOut.close();
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

  it('keeps mail as .eml files when no SMTP is configured', async () => {
    database = await createTestDatabase(kind);
    const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'shop-mail-')), 'mail');
    const worker = new OutboxWorker(database.db, localTransport(dir, 'shop@test'), log);
    await queueMail(database.db, mail('buyer@example.com'));
    expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0 });
    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/-receipt\.eml$/);
    const parsed = await simpleParser(await readFile(path.join(dir, files[0] ?? '')));
    expect(parsed.subject).toBe('Your Cryptomaton download is ready');
    expect(parsed.text).toContain('http://shop.test/download/abc');
  });
});
