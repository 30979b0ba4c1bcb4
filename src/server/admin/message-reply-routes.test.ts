import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAuditLog, contactMessages, outbox } from '../db/schema.ts';
import { useSignedInApp } from '../testing/admin-session.ts';
import { adminCall } from '../testing/admin-requests.ts';
import { buyWithTestCard } from '../testing/purchase.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';
import { siteConfig } from '../../shared/site-config.ts';

describe.each(testDatabaseKinds())('replying to messages in the shop on %s', (kind) => {
  const t = useSignedInApp(kind);
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    adminCall(t.app, t.cookie, method, url, payload);

  let visitor = 0;
  async function messageFrom(email: string, text = 'Does the bot run on a Raspberry Pi?') {
    visitor += 1;
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { email, firstName: 'Ada', message: text, subject: 'Raspberry Pi' },
      remoteAddress: `10.1.0.${visitor}`,
    });
    expect(sent.statusCode).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, email));
    if (!row) throw new Error('message not stored');
    return row.id;
  }

  it('mails the reply with the question quoted, keeps the thread and marks it responded', async () => {
    const id = await messageFrom('ada@example.com', 'Does it run on a Pi?\nI have a Pi 4.');
    const before = (await call('GET', `/api/admin/messages/${id}`)).json();
    expect(before.replies).toEqual([]);
    expect(before.acknowledgement).toMatchObject({ status: 'pending', sentAt: null });
    expect(before.customer).toBeNull();

    const replied = await call('POST', `/api/admin/messages/${id}/reply`, {
      body: '  Yes: a Pi 4 with 4 GB runs it well.  ',
    });
    expect(replied.statusCode).toBe(201);
    const thread = replied.json();
    expect(thread.message).toMatchObject({ id, responded: true, state: 'Responded' });
    expect(thread.replies).toEqual([
      expect.objectContaining({
        body: 'Yes: a Pi 4 with 4 GB runs it well.',
        sentBy: 'owner@example.com',
        mail: expect.objectContaining({ status: 'pending' }),
      }),
    ]);

    const [mail] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.id, thread.replies[0].mail.id));
    expect(mail).toMatchObject({
      kind: 'message-reply',
      toAddress: 'ada@example.com',
      replyTo: siteConfig.links.supportEmail,
      subject: 'Re: Raspberry Pi | Cryptomaton',
    });
    expect(mail?.textBody).toContain('Yes: a Pi 4 with 4 GB runs it well.');
    expect(mail?.textBody).toMatch(/you wrote:\n> Does it run on a Pi\?\n> I have a Pi 4\.$/);
    expect(mail?.htmlBody).toContain('<blockquote');

    // A second reply joins the thread in order.
    await call('POST', `/api/admin/messages/${id}/reply`, { body: 'One more thing.' });
    const after = (await call('GET', `/api/admin/messages/${id}`)).json();
    expect(after.replies.map((reply: { body: string }) => reply.body)).toEqual([
      'Yes: a Pi 4 with 4 GB runs it well.',
      'One more thing.',
    ]);
    const audited = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'message.reply'));
    expect(audited).toHaveLength(2);
  });

  it('links a message from an email that bought to that customer, whatever its case', async () => {
    await buyWithTestCard(t.app, 'buyer-writes@example.com');
    const id = await messageFrom('Buyer-Writes@Example.com');
    const thread = (await call('GET', `/api/admin/messages/${id}`)).json();
    expect(thread.customer).toEqual({ email: 'Buyer-Writes@Example.com', paidOrders: 1 });
  });

  it('refuses an empty or overlong reply and an unknown message, sending nothing', async () => {
    const id = await messageFrom('empty@example.com');
    const mailsBefore = (await t.database.db.select().from(outbox)).length;
    const empty = await call('POST', `/api/admin/messages/${id}/reply`, { body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors.body).toEqual(['Write the reply before sending it.']);
    const long = await call('POST', `/api/admin/messages/${id}/reply`, {
      body: 'x'.repeat(10_001),
    });
    expect(long.statusCode).toBe(400);
    const missing = await call('POST', '/api/admin/messages/99999/reply', { body: 'Hello' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('There is no such message.');
    expect((await t.database.db.select().from(outbox)).length).toBe(mailsBefore);
    const thread = (await call('GET', `/api/admin/messages/${id}`)).json();
    expect(thread.message.responded).toBe(false);
  });

  it('answers nothing without a session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/messages/1/reply',
      payload: { body: 'Hello' },
    });
    expect(response.statusCode).toBe(401);
  });
});
