import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import type { JobLocks } from '../db/advisory-lock.ts';
import {
  HAND_OUT_EVERY_MS,
  type HandedOut,
  handOutUpdateMail,
  type UpdateMailSettings,
  updateMailWaiting,
} from './update-mail-batches.ts';

/**
 * Hands waiting update mail to the outbox, a batch every HAND_OUT_EVERY_MS, in one process at a
 * time (the advisory lock: the rate is counted by whoever holds it). Nothing lives in memory:
 * after a crash or a restart, the next turn of any process carries on from the waiting rows.
 */
export class UpdateMailJob {
  private timer: NodeJS.Timeout | undefined;
  private stopped = true;
  private running: Promise<unknown> | undefined;

  constructor(
    private readonly db: Db,
    private readonly locks: JobLocks,
    private readonly settings: UpdateMailSettings,
    private readonly log: FastifyBaseLogger,
    private readonly onMailQueued: () => void,
  ) {}

  get mailsPerMinute(): number {
    return this.settings.mailsPerMinute;
  }

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** Take a turn now (a release's mail was just started). */
  nudge(): void {
    if (!this.stopped) this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** One turn; `ran` false when another process holds the turn. */
  async runOnce(): Promise<HandedOut & { ran: boolean }> {
    // Most turns find nothing: a read on an index, without the lock or a transaction.
    if (!(await updateMailWaiting(this.db))) return { ran: true, queued: 0, skipped: 0 };
    const run = await this.locks.runUnlessBusy('updateMail', () =>
      handOutUpdateMail(this.db, this.settings),
    );
    if (!run.ran) return { ran: false, queued: 0, skipped: 0 };
    if (run.value.queued > 0) this.onMailQueued();
    return { ran: true, ...run.value };
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), delayMs);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    if (this.stopped || this.running) return;
    this.running = this.runOnce()
      .catch((error: unknown) =>
        this.log.warn({ err: error }, 'update mail could not be handed out'),
      )
      .finally(() => {
        this.running = undefined;
      });
    await this.running;
    if (!this.stopped) this.schedule(HAND_OUT_EVERY_MS);
  }
}
