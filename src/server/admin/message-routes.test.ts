import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog } from '../db/schema.ts';
import { signedInAdmin } from '../testing/admin-session.ts';
import { adminCall } from '../testing/admin-requests.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';

describe.each(testDatabaseKinds())('admin messages on %s', (kind) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    cookie = (await signedInAdmin(t.app, t.database.db)).cookie;
    for (let i = 1; i <= 12; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { email: `visitor${i}@example.com`, message: `Message ${i}`, subject: `S${i}` },
        // The contact form's own rate limit is per client: give each visitor its address.
        remoteAddress: `10.0.0.${i}`,
      });
    }
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('lists the latest 10, newest first, as Pending', async () => {
    const response = await adminCall(t.app, cookie, 'GET', '/api/admin/messages?limit=10');
    expect(response.statusCode).toBe(200);
    const { messages, total } = response.json();
    expect(total).toBe(12);
    expect(messages).toHaveLength(10);
    expect(messages[0]).toMatchObject({
      email: 'visitor12@example.com',
      subject: 'S12',
      message: 'Message 12',
      responded: false,
      state: 'Pending',
      respondedAt: null,
    });
  });

  it('marks a message Responded and back, auditing each change', async () => {
    const [first] = (await adminCall(t.app, cookie, 'GET', '/api/admin/messages')).json().messages;
    const url = `/api/admin/messages/${first.id}/responded`;
    const responded = await adminCall(t.app, cookie, 'POST', url, { responded: true });
    expect(responded.statusCode).toBe(200);
    expect(responded.json()).toMatchObject({ id: first.id, responded: true, state: 'Responded' });
    expect(responded.json().respondedAt).not.toBeNull();

    const filtered = await adminCall(t.app, cookie, 'GET', '/api/admin/messages?state=Responded');
    expect(filtered.json().total).toBe(1);

    const pending = await adminCall(t.app, cookie, 'POST', url, { responded: false });
    expect(pending.json()).toMatchObject({ state: 'Pending', respondedAt: null });
    const actions = (await t.database.db.select().from(adminAuditLog)).map((row) => row.action);
    expect(actions).toEqual(
      expect.arrayContaining(['message.mark-responded', 'message.mark-pending']),
    );
  });

  it('refuses invalid input and unknown messages', async () => {
    const bad = await adminCall(t.app, cookie, 'POST', '/api/admin/messages/1/responded', {
      responded: 'yes',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.responded).toBeDefined();
    const missing = await adminCall(t.app, cookie, 'POST', '/api/admin/messages/9999/responded', {
      responded: true,
    });
    expect(missing.statusCode).toBe(404);
    expect(
      (await adminCall(t.app, cookie, 'GET', '/api/admin/messages?state=Done')).statusCode,
    ).toBe(400);
  });
});
