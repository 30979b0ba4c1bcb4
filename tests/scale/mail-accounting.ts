import type { MailSink } from './mail-sink.ts';
import type { ScaleDatabase } from './scale-database.ts';
import { waitUntil } from './waiting.ts';

interface OutboxRow {
  id: number;
  kind: string;
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
}

/** The outbox rows to (or, for staff notifications, replying to) addresses matching `like`. */
export const mailRowsFor = (db: ScaleDatabase, like: string) =>
  db.rows<OutboxRow>(
    'select id, kind, status, attempts from outbox where to_address like $1 or reply_to like $1 order by id',
    [like],
  );

/**
 * Waits (up to `timeoutMs`) until no mail to `like` is left pending, then counts what was queued,
 * sent and received. Mail refused for a moment is retried by the outbox 30 s later.
 */
export async function settledMail(
  db: ScaleDatabase,
  sink: MailSink,
  like: string,
  timeoutMs: number,
): Promise<MailTally> {
  let rows: OutboxRow[] = [];
  await waitUntil(
    async () => {
      rows = await mailRowsFor(db, like);
      return rows.every((row) => row.status !== 'pending');
    },
    { timeoutMs, intervalMs: 500 },
  );
  const received = await sink.received();
  const times = (row: OutboxRow) => received.get(`${row.kind}-${row.id}`) ?? 0;
  return {
    queued: rows.length,
    sent: rows.filter((row) => row.status === 'sent').length,
    failed: rows.filter((row) => row.status === 'failed').length,
    receivedOnce: rows.filter((row) => times(row) === 1).length,
    receivedTwice: rows.filter((row) => times(row) > 1).length,
  };
}
