import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '../db/schema.ts';
import { queueMail } from '../mail/outbox.ts';
import { eraseExpiredMailContent } from '../mail/mail-retention.ts';
import { OutboxWorker } from '../mail/outbox-worker.ts';
import { useSignedInApp } from '../testing/admin-session.ts';
import { adminCall } from '../testing/admin-requests.ts';
import { log } from '../testing/smtp-outbox.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';

const token = 'Zq4vN0bX7yLrT2sK9wHc1mPa5eGd8uJf3oIl6nRbVtY';

describe.each(testDatabaseKinds())('what sent mail said, and for how long, on %s', (kind) => {
  const t = useSignedInApp(kind);
  const call = (method: 'GET' | 'PUT', url: string, payload?: object) =>
    adminCall(t.app, t.cookie, method, url, payload);

  /** Queues a receipt-like mail and sends it through a transport that accepts everything. */
  async function sentMail(): Promise<number> {
    const id = await queueMail(t.database.db, {
      kind: 'receipt',
      to: 'buyer@example.com',
      subject: 'Your Cryptomaton download is ready',
      text: `Download: http://shop.test/download/${token}\nKey: CM-ABCDE-FGHJK-MNPQR-STVWX-YZ123`,
      html: `<a href="http://shop.test/download/${token}">Download</a>`,
    });
    const transport = { kind: 'smtp' as const, send: async () => {}, close: () => undefined };
    await new OutboxWorker(t.database.db, transport, log).runOnce();
    return id;
  }

  it('shows a sent mail’s subject and text, with its link token and licence key hidden', async () => {
    const id = await sentMail();
    const response = await call('GET', `/api/admin/mail/${id}`);
    expect(response.statusCode).toBe(200);
    const mail = response.json();
    expect(mail).toMatchObject({
      id,
      status: 'sent',
      subject: 'Your Cryptomaton download is ready',
      to: 'buyer@example.com',
      contentErasedAt: null,
    });
    expect(mail.text).toBe('Download: http://shop.test/download/[hidden]\nKey: [hidden]');
    expect(response.body).not.toContain(token);
    expect((await call('GET', '/api/admin/mail/99999')).statusCode).toBe(404);
  });

  it('erases subject and text once the retention period is over, keeping who, when and kind', async () => {
    expect((await call('GET', '/api/admin/mail/retention')).json()).toEqual({ days: 90 });
    const id = await sentMail();
    // Sent 31 days ago: kept under the default, erased once the owner keeps 30 days.
    await t.database.db
      .update(outbox)
      .set({ sentAt: sql`now() - interval '31 days'` })
      .where(eq(outbox.id, id));
    expect(await eraseExpiredMailContent(t.database.db)).toBe(0);

    const set = await call('PUT', '/api/admin/mail/retention', { days: 30 });
    expect(set.statusCode).toBe(200);
    expect((await call('GET', '/api/admin/mail/retention')).json()).toEqual({ days: 30 });
    expect(await eraseExpiredMailContent(t.database.db)).toBe(1);
    expect(await eraseExpiredMailContent(t.database.db)).toBe(0);

    const mail = (await call('GET', `/api/admin/mail/${id}`)).json();
    expect(mail).toMatchObject({ id, kind: 'receipt', to: 'buyer@example.com', subject: '' });
    expect(mail.text).toBeNull();
    expect(mail.contentErasedAt).not.toBeNull();
    expect(mail.sentAt).not.toBeNull();
  });

  it('hides the live link of a mail still waiting to be sent', async () => {
    const id = await queueMail(t.database.db, {
      kind: 'staff-invitation',
      to: 'new@example.com',
      subject: 'You are invited',
      text: `Accept: http://shop.test/admin/invitation/${token}`,
      html: '<p>Accept</p>',
    });
    const response = await call('GET', `/api/admin/mail/${id}`);
    expect(response.json()).toMatchObject({ status: 'pending', subject: 'You are invited' });
    expect(response.json().text).toBe('Accept: http://shop.test/admin/invitation/[hidden]');
    expect(response.body).not.toContain(token);
  });

  it('never erases mail still waiting to be sent', async () => {
    await call('PUT', '/api/admin/mail/retention', { days: 1 });
    const id = await queueMail(t.database.db, {
      kind: 'receipt',
      to: 'later@example.com',
      subject: 'Waiting',
      text: 'Still to send',
      html: '<p>Still to send</p>',
    });
    await t.database.db
      .update(outbox)
      .set({ createdAt: sql`now() - interval '10 days'` })
      .where(eq(outbox.id, id));
    await eraseExpiredMailContent(t.database.db);
    const mail = (await call('GET', `/api/admin/mail/${id}`)).json();
    expect(mail).toMatchObject({ status: 'pending', subject: 'Waiting', text: 'Still to send' });
  });

  it.each([0, 3651, 1.5, 'soon'])('refuses a retention of %j days with a message', async (days) => {
    const response = await call('PUT', '/api/admin/mail/retention', { days });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.days[0]).toMatch(/^(Keep mail|Enter the number)/);
  });
});
