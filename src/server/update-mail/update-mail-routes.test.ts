import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { outbox } from '../db/schema.ts';
import { smtpTransport } from '../mail/transport.ts';
import { adminCall } from '../testing/admin-requests.ts';
import { signedInAdmin } from '../testing/admin-session.ts';
import { buyWithTestCard } from '../testing/purchase.ts';
import { startSmtp } from '../testing/smtp-outbox.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';
import { publishTestRelease } from '../testing/update-mail.ts';
import { updateMailWanted } from './preferences.ts';

describe.each(testDatabaseKinds())('update mail through the app on %s', (kind) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  afterEach(async () => {
    await t.app.close();
    await smtp.close();
  });

  /** The shop sending through a real SMTP server, a signed-in owner, one buyer and a release. */
  async function shop() {
    smtp = await startSmtp();
    t = await createTestApp(kind, {
      overrides: { mailTransport: smtpTransport(`smtp://127.0.0.1:${smtp.port}`, 'shop@test') },
    });
    const { cookie } = await signedInAdmin(t.app, t.database.db);
    await buyWithTestCard(t.app, 'ada@example.com');
    const releaseId = await publishTestRelease(t.database.db, {
      version: '1.2.0',
      changelog:
        '## Fixes\n\n- Binance API v4 <script>alert(1)</script>\n- [docs](javascript:alert(1))',
    });
    const notify = (method: 'GET' | 'POST', id = releaseId) =>
      adminCall(t.app, cookie, method, `/api/admin/releases/${id}/notify`);
    /** The mail job's and the outbox's turns, as the running server takes them. */
    const send = async () => {
      await t.app.shop.updateMail.runOnce();
      await t.app.shop.outbox.runOnce();
    };
    return { db: t.database.db, cookie, releaseId, notify, send };
  }

  it('the owner starts it once, sees its progress, and the audit log records the start', async () => {
    const { cookie, releaseId, notify, send } = await shop();
    expect((await notify('GET')).json()).toMatchObject({
      releaseId,
      started: null,
      done: false,
      mailsPerMinute: 60,
      counts: { total: 0 },
    });

    const started = await notify('POST');
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({
      started: { by: 'owner@example.com' },
      counts: { total: 1 },
    });
    expect((await notify('POST')).json().counts.total).toBe(1);
    await send();
    expect((await notify('GET')).json()).toMatchObject({
      done: true,
      counts: { total: 1, waiting: 0, queued: 0, sent: 1, failed: 0, skipped: 0 },
    });
    expect(
      smtp.received.filter((mail) => mail.subject === 'Cryptomaton 1.2.0 is out'),
    ).toHaveLength(1);

    const audit = await adminCall(t.app, cookie, 'GET', '/api/admin/audit-log');
    const starts = audit
      .json()
      .entries.filter((entry: { action: string }) => entry.action === 'release.notify');
    expect(starts).toEqual([
      expect.objectContaining({ targetType: 'release', targetId: String(releaseId) }),
    ]);
    expect(starts[0].detail).toEqual({ buyers: 1, optedOut: 0 });
  });

  it('refuses an unknown release, and anyone signed out', async () => {
    const { notify, releaseId } = await shop();
    expect((await notify('POST', releaseId + 100)).statusCode).toBe(404);
    expect((await notify('GET', releaseId + 100)).statusCode).toBe(404);
    const signedOut = await t.app.inject({
      method: 'POST',
      url: `/api/admin/releases/${releaseId}/notify`,
    });
    expect(signedOut.statusCode).toBe(401);
    expect((await notify('GET')).json().started).toBeNull();
  });

  it('sends the changelog safely with a one-click unsubscribe that works with a POST alone', async () => {
    const { db, notify, send } = await shop();
    await notify('POST');
    await send();
    const [mail] = smtp.received.filter((received) => received.subject.endsWith('is out'));
    expect(mail?.to).toBe('ada@example.com');
    expect(mail?.text).toContain('http://shop.test/library');
    expect(mail?.text).toContain('- Binance API v4');
    const link = /^<(http:\/\/shop\.test\/api\/update-mail\/unsubscribe\?token=[\w-]{43})>$/.exec(
      mail?.listHeaders?.['list-unsubscribe'] ?? '',
    )?.[1];
    expect(link).toBeDefined();
    expect(mail?.listHeaders?.['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail?.text).toContain(`Stop these emails: ${link}`);
    const url = new URL(link ?? '').pathname + new URL(link ?? '').search;
    // Once sent, the outbox keeps neither the token (its kept text hides it) nor the header.
    const [kept] = await db.select().from(outbox).where(eq(outbox.kind, 'update-mail'));
    expect(kept).toMatchObject({ status: 'sent', htmlBody: '', headers: null });
    expect(kept?.textBody).toContain(
      'Stop these emails: http://shop.test/api/update-mail/unsubscribe?token=[hidden]',
    );
    expect(kept?.textBody).not.toContain(new URL(link ?? '').searchParams.get('token') ?? '?');

    // Opening the link (a person, or a mail scanner) only asks.
    const page = await t.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<form method="post"');
    expect(page.body).toContain('a••@example.com');
    expect(await updateMailWanted(db, 'ada@example.com')).toBe(true);

    // A mail provider's one-click POST: no cookies, no origin, the RFC 8058 body.
    const unsubscribed = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribed.statusCode).toBe(200);
    expect(unsubscribed.body).toContain('You will get no more update emails');
    expect(await updateMailWanted(db, 'ada@example.com')).toBe(false);
    expect((await t.app.inject({ method: 'GET', url })).body).toContain(
      'You will get no more update emails',
    );
  });

  it('answers a bad or unknown token with 4xx and changes nothing', async () => {
    const { db, notify, send } = await shop();
    await notify('POST');
    await send();
    const path = '/api/update-mail/unsubscribe';
    const unknown = `${path}?token=${'A'.repeat(43)}`;
    for (const method of ['GET', 'POST'] as const) {
      expect((await t.app.inject({ method, url: `${path}?token=short` })).statusCode).toBe(400);
      expect((await t.app.inject({ method, url: path })).statusCode).toBe(400);
      const refused = await t.app.inject({ method, url: unknown });
      expect(refused.statusCode).toBe(404);
      expect(refused.body).toContain('We do not recognise this unsubscribe link');
    }
    expect(await updateMailWanted(db, 'ada@example.com')).toBe(true);
  });
});
