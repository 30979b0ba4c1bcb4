import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { keptCopy } from './kept-copy.ts';
import { outbox } from '../db/schema.ts';
import { UndeliverableMailError } from './mail-errors.ts';
import { isLastAttempt, retryDelaySeconds } from './retry-schedule.ts';
import type { MailTransport } from './transport.ts';

export interface OutboxWorkerOptions {
  batchSize?: number;
  pollMs?: number;
  /** How long a claimed mail stays hidden from other workers (tests shorten it). */
  leaseSeconds?: number;
}

/**
 * A claimed mail is hidden from other workers this long, and the lease is renewed while it is
 * being sent. If the process dies mid-send, another worker sends it once the lease runs out:
 * within a minute, and in the normal case exactly once.
 */
export const CLAIM_LEASE_SECONDS = 45;

type OutboxRow = typeof outbox.$inferSelect;

/**
 * Sends what the outbox holds. Rows are claimed with FOR UPDATE SKIP LOCKED, so any number of
 * server processes can run a worker against one database without sending a mail twice.
 */
/** How long a sent mail's "sent" is retried while the database is away. */
const MARK_SENT_PATIENCE_MS = 120_000;

export class OutboxWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = true;
  private readonly batchSize: number;
  private readonly pollMs: number;
  private readonly leaseSeconds: number;

  constructor(
    private readonly db: Db,
    private readonly transport: MailTransport,
    private readonly log: FastifyBaseLogger,
    options: OutboxWorkerOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 10;
    this.pollMs = options.pollMs ?? 5_000;
    this.leaseSeconds = options.leaseSeconds ?? CLAIM_LEASE_SECONDS;
  }

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** Look now rather than at the next poll (a mail was just queued). */
  nudge(): void {
    if (!this.stopped) this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** One pass over the mail that is due; returns how many were sent and how many failed. */
  async runOnce(): Promise<{ sent: number; failed: number }> {
    const claimed = await this.claimDue();
    let sent = 0;
    let failed = 0;
    for (const mail of claimed) {
      if (await this.deliver(mail)) sent += 1;
      else failed += 1;
    }
    return { sent, failed };
  }

  /**
   * Sends one claimed mail and records the outcome; true when it went out. The claim is renewed
   * until the outcome is written, so no other worker takes the mail meanwhile.
   */
  private async deliver(mail: OutboxRow): Promise<boolean> {
    const renewal = setInterval(
      () => void this.renewLease(mail.id),
      (this.leaseSeconds * 1000) / 3,
    );
    try {
      try {
        await this.transport.send({
          id: mail.id,
          kind: mail.kind,
          to: mail.toAddress,
          replyTo: mail.replyTo ?? undefined,
          subject: mail.subject,
          text: mail.textBody,
          html: mail.htmlBody,
          headers: mail.headers ?? undefined,
          createdAt: mail.createdAt,
        });
      } catch (error) {
        await this.recordFailure(mail, error);
        return false;
      }
      await this.markSent(mail);
      return true;
    } finally {
      clearInterval(renewal);
    }
  }

  /**
   * The body held the download link; once the mail is out, only what support needs stays: the
   * text with its secrets hidden (kept-copy.ts), for the mail screen until the retention period
   * erases it too. The mail server has the mail by now, so a database that is briefly away (a restart) must not
   * leave it pending: another worker would send it again when the claim runs out. The write is
   * tried again, with the claim kept, until it succeeds or MARK_SENT_PATIENCE_MS have passed.
   */
  private async markSent(mail: OutboxRow): Promise<void> {
    const { id } = mail;
    const textBody = keptCopy(mail.textBody);
    const write = () =>
      this.db
        .update(outbox)
        .set({
          status: 'sent',
          sentAt: sql`now()`,
          lastError: null,
          textBody,
          htmlBody: '',
          headers: null,
        })
        .where(eq(outbox.id, id));
    const giveUpAt = Date.now() + MARK_SENT_PATIENCE_MS;
    for (let wait = 100; ; wait = Math.min(wait * 2, 2_000)) {
      try {
        await write();
        return;
      } catch (error) {
        if (Date.now() + wait > giveUpAt) {
          this.log.error(
            { err: error, mailId: id },
            'mail sent, but could not be recorded as sent; it may be sent again',
          );
          throw error;
        }
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }
  }

  private async recordFailure(mail: OutboxRow, error: unknown): Promise<void> {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    if (error instanceof UndeliverableMailError || isLastAttempt(mail.attempts)) {
      await this.db
        .update(outbox)
        .set({ status: 'failed', failedAt: sql`now()`, lastError: message })
        .where(eq(outbox.id, mail.id));
      this.log.error(
        { mailId: mail.id, kind: mail.kind, attempts: mail.attempts, err: message },
        'mail could not be sent and will not be retried; the owner can retry it from the admin area',
      );
      return;
    }
    const delay = retryDelaySeconds(mail.attempts);
    await this.db
      .update(outbox)
      .set({ lastError: message, nextAttemptAt: sql`now() + make_interval(secs => ${delay})` })
      .where(eq(outbox.id, mail.id));
    this.log.warn(
      { mailId: mail.id, attempts: mail.attempts, retryInSeconds: delay, err: message },
      'mail not sent; will retry',
    );
  }

  private async renewLease(id: number): Promise<void> {
    await this.db
      .update(outbox)
      .set({ nextAttemptAt: sql`now() + make_interval(secs => ${this.leaseSeconds})` })
      .where(and(eq(outbox.id, id), eq(outbox.status, 'pending')))
      .catch((error: unknown) =>
        this.log.warn({ err: error, mailId: id }, 'mail lease not renewed'),
      );
  }

  /** Claims the mail that is due (runOnce's first half; tests call it to play a dying process). */
  async claimDue(): Promise<OutboxRow[]> {
    return this.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: outbox.id })
        .from(outbox)
        .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, sql`now()`)))
        .orderBy(asc(outbox.id))
        .limit(this.batchSize)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(outbox)
        .set({
          attempts: sql`${outbox.attempts} + 1`,
          nextAttemptAt: sql`now() + make_interval(secs => ${this.leaseSeconds})`,
        })
        .where(
          inArray(
            outbox.id,
            due.map((row) => row.id),
          ),
        )
        .returning();
    });
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), delayMs);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    if (this.stopped) return;
    if (this.running) return;
    let sentAny = false;
    this.running = this.runOnce()
      .then(({ sent }) => {
        sentAny = sent > 0;
      })
      .catch((error: unknown) => this.log.error({ err: error }, 'outbox pass failed'))
      .finally(() => {
        this.running = undefined;
      });
    await this.running;
    // A full batch may mean more is waiting: go again at once.
    if (!this.stopped) this.schedule(sentAny ? 0 : this.pollMs);
  }
}
