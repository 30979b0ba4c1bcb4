import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox, paymentEvents } from '../db/schema.ts';
import { useSignedInApp } from '../testing/admin-session.ts';
import { adminCall } from '../testing/admin-requests.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';

describe.each(testDatabaseKinds())('admin mail, payment events, status and audit on %s', (kind) => {
  const t = useSignedInApp(kind);
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    adminCall(t.app, t.cookie, method, url, payload);

  it('queues a test email to the signed-in admin, or to the address given', async () => {
    const own = await call('POST', '/api/admin/test-email');
    expect(own.statusCode).toBe(202);
    expect(own.json().to).toBe('owner@example.com');
    const other = await call('POST', '/api/admin/test-email', { to: 'ops@example.com' });
    expect(other.json().to).toBe('ops@example.com');
    const [mail] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.id, other.json().outboxId));
    expect(mail).toMatchObject({ kind: 'test', toAddress: 'ops@example.com', status: 'pending' });
    expect(mail?.subject).toBe('Cryptomaton test email');
  });

  it.each(['a@b.co,c@d.co', 'Ops <ops@example.com>', 'not-an-email', 'a\u0000@b.co'])(
    'refuses a test email to %j',
    async (to) => {
      const response = await call('POST', '/api/admin/test-email', { to });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors.to).toBeDefined();
    },
  );

  it('lists the outbox with counts, and retries a failed mail only', async () => {
    const queued = (await call('POST', '/api/admin/test-email')).json().outboxId;
    await t.database.db
      .update(outbox)
      .set({ status: 'failed', failedAt: new Date(), lastError: '550 mailbox unavailable' })
      .where(eq(outbox.id, queued));

    const failed = await call('GET', '/api/admin/mail?status=failed');
    expect(failed.statusCode).toBe(200);
    expect(failed.json().mails).toEqual([
      expect.objectContaining({
        id: queued,
        status: 'failed',
        lastError: '550 mailbox unavailable',
      }),
    ]);
    expect(failed.json().counts.failed).toBe(1);

    const status = (await call('GET', '/api/admin/system-status')).json();
    expect(status.email).toMatchObject({ state: 'error', failed: 1, transport: 'local' });

    const retried = await call('POST', `/api/admin/mail/${queued}/retry`);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().mail).toMatchObject({ status: 'pending', attempts: 0, lastError: null });

    const again = await call('POST', `/api/admin/mail/${queued}/retry`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Only a failed mail can be retried.');
    expect((await call('POST', '/api/admin/mail/99999/retry')).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/mail?status=lost')).statusCode).toBe(400);
  });

  it('lists unmatched payment events for the owner', async () => {
    await t.database.db.insert(paymentEvents).values([
      {
        id: 'evt_ok',
        provider: 'stripe',
        type: 'payment.succeeded',
        intentId: 'pi_1',
        outcome: 'fulfilled',
      },
      {
        id: 'evt_lost',
        provider: 'stripe',
        type: 'payment.succeeded',
        intentId: 'pi_2',
        outcome: 'unmatched',
        detail: 'No order has this payment intent.',
      },
    ]);
    const all = await call('GET', '/api/admin/payment-events');
    expect(all.json().total).toBe(2);
    const unmatched = await call('GET', '/api/admin/payment-events?unmatched=true');
    expect(unmatched.statusCode).toBe(200);
    expect(unmatched.json().events).toEqual([
      expect.objectContaining({ id: 'evt_lost', detail: 'No order has this payment intent.' }),
    ]);
    expect((await call('GET', '/api/admin/payment-events?unmatched=yes')).statusCode).toBe(400);
  });

  it('reports system status from real checks', async () => {
    const response = await call('GET', '/api/admin/system-status');
    expect(response.statusCode).toBe(200);
    const status = response.json();
    expect(status.database).toMatchObject({ state: 'ok' });
    expect(status.database.summary).toContain(kind);
    expect(status.payments).toEqual({
      provider: 'test',
      mode: 'test',
      state: 'warning',
      summary: 'Built-in test payment provider: no real money moves.',
    });
    expect(status.fileDelivery).toMatchObject({
      state: 'ok',
      packagePresent: true,
      activeFiles: 2,
    });
    expect(status.email.backlog).toBeGreaterThan(0);
  });

  it('reports a missing package as an error', async () => {
    for (const file of await t.app.shop.productFiles.list()) {
      await t.app.shop.productFiles.setActive(file.id, false);
    }
    const status = (await call('GET', '/api/admin/system-status')).json();
    expect(status.fileDelivery).toEqual({
      state: 'error',
      packagePresent: false,
      activeFiles: 0,
      summary: 'No file is in the download package: checkout is closed.',
    });
  });

  it('lists the audit log, newest first, and refuses a bad page', async () => {
    const response = await call('GET', '/api/admin/audit-log?limit=2');
    expect(response.statusCode).toBe(200);
    const { entries, total } = response.json();
    expect(total).toBeGreaterThan(2);
    expect(entries).toHaveLength(2);
    expect(entries[0].id).toBeGreaterThan(entries[1].id);
    expect(entries.map((entry: { action: string }) => entry.action)).toEqual([
      'mail.retry',
      'mail.test',
    ]);
    expect(entries[0]).toMatchObject({ actor: 'owner@example.com', targetType: 'mail' });
    expect((await call('GET', '/api/admin/audit-log?limit=0')).statusCode).toBe(400);
  });
});
