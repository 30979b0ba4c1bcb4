import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { releaseNotifications, updateMailDeliveries, updateMailPreferences } from '../db/schema.ts';
import { type Actor, recordAudit } from '../audit/audit-log.ts';
import { notifyProgress } from './notify-progress.ts';
import { releaseForMail } from './release-facts.ts';
import { ownerEmails } from './release-owners.ts';

export type NotifyOutcome = 'started' | 'already-started' | 'unknown-release';

/**
 * Starts a release's update mail: one row per owner of the bot (release-owners.ts), in one
 * transaction with the release's "started" mark and its audit entry. The mark's primary key makes
 * a second start, even one running at the same moment in another process, wait for the first and
 * then change nothing; the rows' unique (release, email) would refuse a second mail besides. The
 * mail itself leaves at the shop's rate (update-mail-batches.ts). Buyers who opted out are
 * counted as skipped at once; the others' choice is read again when their mail's turn comes.
 */
export async function notifyRelease(
  db: Db,
  releaseId: number,
  actor: Actor,
): Promise<NotifyOutcome> {
  return db.transaction(async (tx) => {
    if (!(await releaseForMail(tx, releaseId))) return 'unknown-release';
    const [started] = await tx
      .insert(releaseNotifications)
      .values({ releaseId, startedBy: actor.email })
      .onConflictDoNothing()
      .returning({ releaseId: releaseNotifications.releaseId });
    if (!started) return 'already-started';
    await tx.execute(sql`
      insert into ${updateMailDeliveries} (release_id, email, state, skip_reason, handed_at)
      select ${releaseId}, owners.email,
        case when ${updateMailPreferences.wanted} is false then 'skipped' else 'waiting' end,
        case when ${updateMailPreferences.wanted} is false then 'opted-out' end,
        case when ${updateMailPreferences.wanted} is false then now() end
      from (${ownerEmails()}) as owners
      left join ${updateMailPreferences} on ${updateMailPreferences.email} = owners.email
      order by owners.email
      on conflict do nothing`);
    const { counts } = await notifyProgress(tx, releaseId);
    await recordAudit(tx, actor, {
      action: 'release.notify',
      targetType: 'release',
      targetId: releaseId,
      detail: { buyers: counts.total, optedOut: counts.skipped },
    });
    return 'started';
  });
}
