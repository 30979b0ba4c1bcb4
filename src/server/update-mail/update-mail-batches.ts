import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import { apiPaths } from '../../shared/api-paths.ts';
import type { Db } from '../db/client.ts';
import { updateMailDeliveries } from '../db/schema.ts';
import { queueMail } from '../mail/outbox.ts';
import { updateMail } from '../mail/templates/update-mail.ts';
import { updateMailWanted } from './preferences.ts';
import { type ReleaseForMail, releaseForMail } from './release-facts.ts';
import { isStillOwner } from './release-owners.ts';
import { newUnsubscribeToken } from './unsubscribe-token.ts';

export interface UpdateMailSettings {
  publicUrl: string;
  /** At most this many update mails go to the outbox in any minute (UPDATE_MAIL_PER_MINUTE). */
  mailsPerMinute: number;
}

/** The job hands mail out this often, a twelfth of the minute's allowance at a time. */
export const HAND_OUT_EVERY_MS = 5_000;
const TURNS_PER_MINUTE = 60_000 / HAND_OUT_EVERY_MS;

export interface HandedOut {
  queued: number;
  skipped: number;
}

/**
 * One batch of waiting update mail goes to the outbox: a buyer who opted out (or no longer owns
 * the bot) is skipped, everyone else's mail is queued with its own unsubscribe link. The batch
 * is a twelfth of the minute's rate, and never more than the rate leaves: mail handed out in the
 * last minute counts, whichever process handed it. Rows are claimed with FOR UPDATE SKIP LOCKED
 * and changed in the transaction that queues their mail, so a process that dies mid-batch leaves
 * them waiting (nothing half done) and two processes never take the same row.
 */
export async function handOutUpdateMail(db: Db, settings: UpdateMailSettings): Promise<HandedOut> {
  return db.transaction(async (tx) => {
    const [recent] = await tx
      .select({ n: count() })
      .from(updateMailDeliveries)
      .where(
        and(
          eq(updateMailDeliveries.state, 'queued'),
          gt(updateMailDeliveries.handedAt, sql`now() - interval '1 minute'`),
        ),
      );
    const allowance = settings.mailsPerMinute - (recent?.n ?? 0);
    const batch = Math.min(Math.ceil(settings.mailsPerMinute / TURNS_PER_MINUTE), allowance);
    if (batch <= 0) return { queued: 0, skipped: 0 };
    const rows = await tx
      .select({
        id: updateMailDeliveries.id,
        releaseId: updateMailDeliveries.releaseId,
        email: updateMailDeliveries.email,
      })
      .from(updateMailDeliveries)
      .where(eq(updateMailDeliveries.state, 'waiting'))
      .orderBy(asc(updateMailDeliveries.id))
      .limit(batch)
      .for('update', { skipLocked: true });
    const releases = new Map<number, ReleaseForMail>();
    const handed: HandedOut = { queued: 0, skipped: 0 };
    for (const row of rows) {
      const skipReason = !(await updateMailWanted(tx, row.email))
        ? 'opted-out'
        : !(await isStillOwner(tx, row.email))
          ? 'not-an-owner'
          : undefined;
      if (skipReason) {
        await tx
          .update(updateMailDeliveries)
          .set({ state: 'skipped', skipReason, handedAt: sql`now()` })
          .where(eq(updateMailDeliveries.id, row.id));
        handed.skipped += 1;
        continue;
      }
      const release = releases.get(row.releaseId) ?? (await releaseForMail(tx, row.releaseId));
      // The row's release_notifications row names an existing release (a foreign key).
      if (!release) throw new Error(`release ${row.releaseId} of an update mail is missing`);
      releases.set(row.releaseId, release);
      const { token, hash } = newUnsubscribeToken();
      const unsubscribeUrl = `${settings.publicUrl}${apiPaths.updateMailUnsubscribe}?token=${token}`;
      const outboxId = await queueMail(tx, {
        kind: 'update-mail',
        to: row.email,
        ...updateMail({ ...release, publicUrl: settings.publicUrl, unsubscribeUrl }),
        headers: {
          // RFC 8058: a mail client's "unsubscribe" POSTs to the link, with no other step.
          'List-Unsubscribe': `<${unsubscribeUrl}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
      await tx
        .update(updateMailDeliveries)
        .set({ state: 'queued', outboxId, unsubscribeTokenHash: hash, handedAt: sql`now()` })
        .where(eq(updateMailDeliveries.id, row.id));
      handed.queued += 1;
    }
    return handed;
  });
}

/** Whether any update mail waits for its turn (the job looks again soon when so). */
export async function updateMailWaiting(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ id: updateMailDeliveries.id })
    .from(updateMailDeliveries)
    .where(eq(updateMailDeliveries.state, 'waiting'))
    .limit(1);
  return row !== undefined;
}
