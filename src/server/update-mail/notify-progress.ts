import { count, eq, sql } from 'drizzle-orm';
import type { ReleaseNotifyCounts } from '../../shared/update-mail.ts';
import type { Db } from '../db/client.ts';
import { outbox, releaseNotifications, updateMailDeliveries } from '../db/schema.ts';

export interface NotifyProgress {
  started: { at: string; by: string } | null;
  done: boolean;
  counts: ReleaseNotifyCounts;
}

/**
 * Where a release's update mail stands, counted from its rows and their outbox mail: the outbox
 * says whether a queued mail was sent or gave up (and an owner's retry of a failed one shows as
 * queued again).
 */
export async function notifyProgress(db: Db, releaseId: number): Promise<NotifyProgress> {
  const [mark] = await db
    .select()
    .from(releaseNotifications)
    .where(eq(releaseNotifications.releaseId, releaseId));
  const state = updateMailDeliveries.state;
  const [row] = await db
    .select({
      total: count(),
      waiting: count(sql`case when ${state} = 'waiting' then 1 end`),
      skipped: count(sql`case when ${state} = 'skipped' then 1 end`),
      queued: count(sql`case when ${state} = 'queued' and ${outbox.status} = 'pending' then 1 end`),
      sent: count(sql`case when ${outbox.status} = 'sent' then 1 end`),
      failed: count(sql`case when ${outbox.status} = 'failed' then 1 end`),
    })
    .from(updateMailDeliveries)
    .leftJoin(outbox, eq(outbox.id, updateMailDeliveries.outboxId))
    .where(eq(updateMailDeliveries.releaseId, releaseId));
  const counts = row ?? { total: 0, waiting: 0, skipped: 0, queued: 0, sent: 0, failed: 0 };
  return {
    started: mark ? { at: mark.startedAt.toISOString(), by: mark.startedBy } : null,
    done: mark !== undefined && counts.waiting === 0 && counts.queued === 0,
    counts,
  };
}
