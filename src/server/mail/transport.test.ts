import { readdir, readFile } from 'node:fs/promises';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { outbox } from '../db/schema.ts';
import { log, mail, smtpOutboxWorker, startSmtp } from '../testing/smtp-outbox.ts';
import { createTestDatabase, testDatabaseKinds } from '../testing/test-database.ts';
import { queueMail } from './outbox.ts';
import { OutboxWorker } from './outbox-worker.ts';
import { localTransport, smtpTransport } from './transport.ts';

// The mail as it leaves the outbox: its headers, its one recipient, and the two transports.
describe.each(testDatabaseKinds())('mail sent from the outbox on %s', (kind) => {
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
