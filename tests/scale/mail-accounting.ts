import type { MailSink } from './mail-sink.ts';
import type { ScaleDatabase } from './scale-database.ts';
import { waitUntil } from './waiting.ts';

interface OutboxRow {
  id: number;
  kind: string;
  to_address: string;
  status: string;
  attempts: number;
}

export interface MailTally {
  queued: number;
  sent: number;
  failed: number;
  /** Mails the SMTP server received exactly once / more than once. */
  receivedOnce: number;
  receivedTwice: number;
  /**
   * Received twice, having been held by a process killed mid-send: the server had taken them, the
   * process died before recording them as sent, another sent them again (at least once, by
   * design). Not counted in `receivedTwice`; a third copy would be.
   */
  sentAgainAfterKill: number;
  /** Those received more than once, as `<kind>-<id> to <address> ×<times>`: where to look. */
  duplicates: string[];
}

/** The outbox rows to (or, for staff notifications, replying to) addresses matching `like`. */
export const mailRowsFor = (db: ScaleDatabase, like: string) =>
  db.rows<OutboxRow>(
    'select id, kind, to_address, status, attempts from outbox where to_address like $1 or reply_to like $1 order by id',
    [like],
  );

/** Waits (up to `timeoutMs`) until no mail to `like` is left pending; its rows as they are then. */
export async function mailSettled(
  db: ScaleDatabase,
  like: string,
  timeoutMs: number,
): Promise<OutboxRow[]> {
  let rows: OutboxRow[] = [];
  await waitUntil(
    async () => {
      rows = await mailRowsFor(db, like);
      return rows.every((row) => row.status !== 'pending');
    },
    { timeoutMs, intervalMs: 500 },
  );
  return rows;
}

/**
 * Waits (up to `timeoutMs`) until no mail to `like` is left pending, then counts what was queued,
 * sent and received. Mail refused for a moment is retried by the outbox 30 s later.
 */
export async function settledMail(
  db: ScaleDatabase,
  sink: MailSink,
  like: string,
  timeoutMs: number,
  heldByKilledProcess: ReadonlySet<number> = new Set(),
): Promise<MailTally> {
  const rows = await mailSettled(db, like, timeoutMs);
  const received = await sink.received();
  const times = (row: OutboxRow) => received.get(`${row.kind}-${row.id}`) ?? 0;
  const sentAgain = (row: OutboxRow) => heldByKilledProcess.has(row.id) && times(row) === 2;
  const duplicated = rows.filter((row) => times(row) > 1 && !sentAgain(row));
  return {
    queued: rows.length,
    sent: rows.filter((row) => row.status === 'sent').length,
    failed: rows.filter((row) => row.status === 'failed').length,
    receivedOnce: rows.filter((row) => times(row) === 1).length,
    receivedTwice: duplicated.length,
    sentAgainAfterKill: rows.filter(sentAgain).length,
    duplicates: duplicated.map(
      (row) => `${row.kind}-${row.id} to ${row.to_address} ×${times(row)}`,
    ),
  };
}

/**
 * The mails a just-killed process had claimed and not recorded: still pending under a claim that
 * no living process will finish. Read a moment after the kill, when the living processes have
 * recorded what they were sending (SMTP is up here, so no claim is a retry's wait).
 */
export async function mailHeldByTheDead(db: ScaleDatabase): Promise<number[]> {
  const rows = await db.rows<{ id: number }>(
    `select id from outbox
     where status = 'pending' and attempts > 0 and last_error is null and next_attempt_at > now()`,
  );
  return rows.map((row) => row.id);
}
