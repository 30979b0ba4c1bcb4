import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { cliActor } from '../audit/audit-log.ts';
import { updateMailDeliveries } from '../db/schema.ts';
import { adminCall, orderIdOf } from '../testing/admin-requests.ts';
import { signedInAdmin } from '../testing/admin-session.ts';
import { buyWithTestCard, startCheckout } from '../testing/purchase.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';
import {
  handOutEverything,
  publishTestRelease,
  updateMailRecipients,
} from '../testing/update-mail.ts';
import { notifyProgress } from './notify-progress.ts';
import { notifyRelease } from './notify-release.ts';
import { setUpdateMail, updateMailWanted } from './preferences.ts';
import { handOutUpdateMail } from './update-mail-batches.ts';
import { UpdateMailJob } from './update-mail-job.ts';

describe.each(testDatabaseKinds())("a release's update mail on %s", (kind) => {
  let t: TestApp;
  afterEach(async () => {
    await t.app.close();
  });

  /** An app whose buyers bought the bot with these addresses, and a release to tell them of. */
  async function shopWithBuyers(...emails: string[]) {
    t = await createTestApp(kind);
    for (const email of emails) await buyWithTestCard(t.app, email);
    return { db: t.database.db, releaseId: await publishTestRelease(t.database.db) };
  }

  it('mails each buyer once, however often and however concurrently it is started', async () => {
    // One buyer bought twice, typing the address differently.
    const { db, releaseId } = await shopWithBuyers(
      'ada@example.com',
      ' ADA@Example.com',
      'bob@example.com',
    );
    const outcomes = await Promise.all([1, 2, 3].map(() => notifyRelease(db, releaseId, cliActor)));
    expect(outcomes.sort()).toEqual(['already-started', 'already-started', 'started']);

    // Two processes' turns at once take different rows (SKIP LOCKED), never the same one twice.
    const settings = { publicUrl: 'http://shop.test', mailsPerMinute: 12 };
    const turns = await Promise.all([
      handOutUpdateMail(db, settings),
      handOutUpdateMail(db, settings),
    ]);
    const queued =
      turns.reduce((sum, turn) => sum + turn.queued, 0) + (await handOutEverything(db));
    expect(queued).toBe(2);
    expect(await notifyRelease(db, releaseId, cliActor)).toBe('already-started');
    expect(await handOutEverything(db)).toBe(0);

    expect(await updateMailRecipients(db)).toEqual(['ada@example.com', 'bob@example.com']);
    expect((await notifyProgress(db, releaseId)).counts).toEqual({
      total: 2,
      waiting: 0,
      queued: 2,
      sent: 0,
      failed: 0,
      skipped: 0,
    });
  });

  it('skips buyers who opted out, before the start or while they waited their turn', async () => {
    const { db, releaseId } = await shopWithBuyers(
      'ada@example.com',
      'carol@example.com',
      'dave@example.com',
    );
    expect(await updateMailWanted(db, 'carol@example.com')).toBe(true);
    await setUpdateMail(db, 'Carol@Example.com', false, 'library');
    expect(await updateMailWanted(db, 'carol@example.com')).toBe(false);

    await notifyRelease(db, releaseId, cliActor);
    expect((await notifyProgress(db, releaseId)).counts).toMatchObject({
      total: 3,
      waiting: 2,
      skipped: 1,
    });
    await setUpdateMail(db, 'dave@example.com', false, 'unsubscribe-link');
    await handOutEverything(db);

    expect(await updateMailRecipients(db)).toEqual(['ada@example.com']);
    const progress = await notifyProgress(db, releaseId);
    expect(progress.counts).toMatchObject({ total: 3, waiting: 0, queued: 1, skipped: 2 });
    expect(progress.done).toBe(false); // ada's mail is still in the outbox
  });

  it('mails owners only: not an unpaid order, nor a revoked or refunded licence', async () => {
    t = await createTestApp(kind);
    const db = t.database.db;
    const { cookie } = await signedInAdmin(t.app, db);
    await buyWithTestCard(t.app, 'ada@example.com');
    await startCheckout(t.app, 'pending@example.com');
    const revoked = await buyWithTestCard(t.app, 'revoked@example.com');
    const refunded = await buyWithTestCard(t.app, 'refunded@example.com');
    const later = await buyWithTestCard(t.app, 'later@example.com');
    const action = async (token: string, path: string) => {
      const id = await orderIdOf(db, token);
      const response = await adminCall(t.app, cookie, 'POST', `/api/admin/orders/${id}/${path}`);
      expect(response.statusCode).toBe(200);
    };
    await action(revoked.orderToken, 'licence/revoke');
    await action(refunded.orderToken, 'refund');
    const releaseId = await publishTestRelease(db);

    await notifyRelease(db, releaseId, cliActor);
    // Revoked after the start, before its turn: no longer an owner when the turn comes.
    await action(later.orderToken, 'licence/revoke');
    await handOutEverything(db);

    expect(await updateMailRecipients(db)).toEqual(['ada@example.com']);
    const skipped = await db
      .select({ email: updateMailDeliveries.email, reason: updateMailDeliveries.skipReason })
      .from(updateMailDeliveries)
      .where(eq(updateMailDeliveries.state, 'skipped'));
    expect(skipped).toEqual([{ email: 'later@example.com', reason: 'not-an-owner' }]);
  });

  it('hands mail to the outbox no faster than the rate, counting the last minute', async () => {
    const { db, releaseId } = await shopWithBuyers(
      'a@example.com',
      'b@example.com',
      'c@example.com',
      'd@example.com',
      'e@example.com',
    );
    await notifyRelease(db, releaseId, cliActor);
    // 3 a minute: a batch of 1 every turn (a twelfth of the minute's), 3 in any minute.
    const settings = { publicUrl: 'http://shop.test', mailsPerMinute: 3 };
    const turns = [];
    for (let turn = 0; turn < 5; turn++) turns.push((await handOutUpdateMail(db, settings)).queued);
    expect(turns).toEqual([1, 1, 1, 0, 0]);
    expect(await updateMailRecipients(db)).toHaveLength(3);

    // A minute later (the handed-out rows' clock moved back), the next turns go on.
    await db.execute(
      sql`update update_mail_deliveries set handed_at = handed_at - interval '61 seconds'`,
    );
    expect((await handOutUpdateMail(db, settings)).queued).toBe(1);
    expect((await handOutUpdateMail(db, settings)).queued).toBe(1);
    expect((await handOutUpdateMail(db, settings)).queued).toBe(0);
    expect((await notifyProgress(db, releaseId)).counts).toMatchObject({ waiting: 0, queued: 5 });
  });

  it('a batch that dies half-way leaves nothing half done, and the next process resumes it', async () => {
    const { db, releaseId } = await shopWithBuyers(
      'a@example.com',
      'b@example.com',
      'c@example.com',
    );
    await notifyRelease(db, releaseId, cliActor);
    // The outbox refuses the second mail of the batch: the whole batch's transaction fails
    // after a's mail was queued in it, as a process dying there would end it.
    await db.execute(
      sql`alter table outbox add constraint crash_here check (kind <> 'update-mail' or to_address <> 'b@example.com')`,
    );
    const settings = { publicUrl: 'http://shop.test', mailsPerMinute: 600 };
    await expect(handOutUpdateMail(db, settings)).rejects.toThrow();
    expect(await updateMailRecipients(db)).toEqual([]);
    expect((await notifyProgress(db, releaseId)).counts).toMatchObject({ waiting: 3, queued: 0 });
    await db.execute(sql`alter table outbox drop constraint crash_here`);

    // A fresh job (another process, or this one restarted) carries on from the database alone.
    let nudged = 0;
    const job = new UpdateMailJob(db, t.database.locks, settings, t.app.log, () => {
      nudged += 1;
    });
    expect(await job.runOnce()).toEqual({ ran: true, queued: 3, skipped: 0 });
    expect(await job.runOnce()).toEqual({ ran: true, queued: 0, skipped: 0 });
    expect(nudged).toBe(1);
    expect(await updateMailRecipients(db)).toEqual([
      'a@example.com',
      'b@example.com',
      'c@example.com',
    ]);
  });
});
