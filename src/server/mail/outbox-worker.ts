import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema.ts';
import type { MailTransport } from './transport.ts';

export interface OutboxWorkerOptions {
  batchSize?: number;
  pollMs?: number;
}

/** 30 s, 1 min, 2 min … capped at one hour: an outage delays mail, never drops it. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(0, attempts - 1), 3_600);
}

// A claimed mail is hidden from other workers this long; if this process dies mid-send, another
// picks it up afterwards (at-least-once delivery).
const CLAIM_LEASE_SECONDS = 300;

/**
 * Sends what the outbox holds. Rows are claimed with FOR UPDATE SKIP LOCKED, so any number of
 * server processes can run a worker against one database without sending a mail twice.
 */
export class OutboxWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = true;
  private readonly batchSize: number;
  private readonly pollMs: number;

  constructor(
    private readonly db: Db,
    private readonly transport: MailTransport,
    private readonly log: FastifyBaseLogger,
    options: OutboxWorkerOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 10;
    this.pollMs = options.pollMs ?? 5_000;
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
    const claimed = await this.claim();
    let sent = 0;
    let failed = 0;
    for (const mail of claimed) {
      try {
        await this.transport.send({
          id: mail.id,
          kind: mail.kind,
          to: mail.toAddress,
          subject: mail.subject,
          text: mail.textBody,
          html: mail.htmlBody,
        });
        await this.db
          .update(outbox)
          .set({ status: 'sent', sentAt: sql`now()`, lastError: null })
          .where(eq(outbox.id, mail.id));
        sent += 1;
      } catch (error) {
        failed += 1;
        const message = error instanceof Error ? error.message : String(error);
        const delay = retryDelaySeconds(mail.attempts);
        await this.db
          .update(outbox)
          .set({
            lastError: message.slice(0, 500),
            nextAttemptAt: sql`now() + make_interval(secs => ${delay})`,
          })
          .where(eq(outbox.id, mail.id));
        this.log.warn(
          { mailId: mail.id, attempts: mail.attempts, retryInSeconds: delay, err: message },
          'mail not sent; will retry',
        );
      }
    }
    return { sent, failed };
  }

  private async claim() {
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
          nextAttemptAt: sql`now() + make_interval(secs => ${CLAIM_LEASE_SECONDS})`,
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
