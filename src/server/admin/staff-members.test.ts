import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAuditLog, adminSessions } from '../db/schema.ts';
import { signIn } from '../testing/admin-session.ts';
import { adminCall } from '../testing/admin-requests.ts';
import { appInHooks, createTestApp } from '../testing/test-app.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';
import { invitationTokenMailedTo, signedInStaff } from '../testing/staff.ts';

describe.each(testDatabaseKinds())('staff roles and sessions on %s', (kind) => {
  const t = appInHooks('each', async () => {
    const app = await createTestApp(kind);
    const owner = await signedInStaff(app.app, app.database.db, 'owner@example.com', 'owner');
    const support = await signedInStaff(app.app, app.database.db, 'help@example.com', 'support');
    return { ...app, owner, support };
  });
  const audit = async () =>
    (await t.database.db.select().from(adminAuditLog)).map((row) => row.action);
  const session = (cookie: string) => adminCall(t.app, cookie, 'GET', '/api/admin/session');

  it('lists staff, and a role change applies to open sessions at once', async () => {
    const listed = await adminCall(t.app, t.owner.cookie, 'GET', '/api/admin/staff');
    expect(listed.json().members).toEqual([
      expect.objectContaining({ email: 'owner@example.com', role: 'owner', openSessions: 1 }),
      expect.objectContaining({ email: 'help@example.com', role: 'support', openSessions: 1 }),
    ]);
    expect(
      (await adminCall(t.app, t.support.cookie, 'GET', '/api/admin/audit-log')).statusCode,
    ).toBe(403);

    const promoted = await adminCall(
      t.app,
      t.owner.cookie,
      'PATCH',
      `/api/admin/staff/${t.support.admin.id}`,
      { role: 'owner' },
    );
    expect(promoted.json().member.role).toBe('owner');
    expect((await session(t.support.cookie)).json().admin.role).toBe('owner');
    expect(
      (await adminCall(t.app, t.support.cookie, 'GET', '/api/admin/audit-log')).statusCode,
    ).toBe(200);
    expect(await audit()).toContain('staff.role-change');
  });

  it('keeps at least one owner, and nobody removes themselves', async () => {
    const demote = await adminCall(
      t.app,
      t.owner.cookie,
      'PATCH',
      `/api/admin/staff/${t.owner.admin.id}`,
      { role: 'support' },
    );
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toMatch(/at least one owner/);
    const self = await adminCall(
      t.app,
      t.owner.cookie,
      'DELETE',
      `/api/admin/staff/${t.owner.admin.id}`,
    );
    expect(self.statusCode).toBe(409);
    expect(
      (await adminCall(t.app, t.owner.cookie, 'DELETE', '/api/admin/staff/999999')).statusCode,
    ).toBe(404);
  });

  it('removing a member ends their open session at once, and they cannot sign in', async () => {
    expect((await session(t.support.cookie)).statusCode).toBe(200);
    const removed = await adminCall(
      t.app,
      t.owner.cookie,
      'DELETE',
      `/api/admin/staff/${t.support.admin.id}`,
    );
    expect(removed.json()).toEqual({ endedSessions: 1 });
    expect((await session(t.support.cookie)).statusCode).toBe(401);
    expect((await adminCall(t.app, t.support.cookie, 'GET', '/api/admin/orders')).statusCode).toBe(
      401,
    );
    expect((await signIn(t.app, 'help@example.com', t.support.password)).statusCode).toBe(401);
    const listed = await adminCall(t.app, t.owner.cookie, 'GET', '/api/admin/staff');
    expect(listed.json().members.map((m: { email: string }) => m.email)).toEqual([
      'owner@example.com',
    ]);
    expect(await audit()).toContain('staff.remove');

    // Invited again, they come back with the new password and role.
    await adminCall(t.app, t.owner.cookie, 'POST', '/api/admin/staff/invitations', {
      email: 'help@example.com',
      role: 'support',
    });
    const token = await invitationTokenMailedTo(t.database.db, 'help@example.com');
    const back = await t.app.inject({
      method: 'POST',
      url: '/api/admin/invitations/accept',
      payload: { token, password: 'back again with a password' },
    });
    expect(back.statusCode).toBe(200);
    expect((await signIn(t.app, 'help@example.com', 'back again with a password')).statusCode).toBe(
      200,
    );
  });

  it('shows each member their own sessions; they end their own, the owner anyone’s', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { 'user-agent': 'Phone Browser/1.0' },
      remoteAddress: '10.1.2.3',
      payload: { email: 'help@example.com', password: t.support.password },
    });
    const own = await adminCall(t.app, t.support.cookie, 'GET', '/api/admin/sessions');
    const sessions = own.json().sessions as {
      id: number;
      browser: string;
      address: string;
      current: boolean;
      email: string;
    }[];
    expect(sessions).toHaveLength(2);
    expect(sessions.every((s) => s.email === 'help@example.com')).toBe(true);
    const phone = sessions.find((s) => s.browser === 'Phone Browser/1.0');
    expect(phone).toMatchObject({ address: '10.1.2.3', current: false });
    expect(sessions.filter((s) => s.current)).toHaveLength(1);

    // Support cannot end the owner's session through their own list.
    const [ownerSession] = await t.database.db
      .select()
      .from(adminSessions)
      .where(eq(adminSessions.adminId, t.owner.admin.id));
    expect(
      (
        await adminCall(
          t.app,
          t.support.cookie,
          'DELETE',
          `/api/admin/sessions/${ownerSession!.id}`,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await adminCall(
          t.app,
          t.support.cookie,
          'DELETE',
          `/api/admin/staff/sessions/${ownerSession!.id}`,
        )
      ).statusCode,
    ).toBe(403);

    expect(
      (
        await adminCall(t.app, t.support.cookie, 'DELETE', `/api/admin/sessions/${phone!.id}`)
      ).json(),
    ).toEqual({ endedSessions: 1 });
    const everyone = await adminCall(t.app, t.owner.cookie, 'GET', '/api/admin/staff/sessions');
    const theirs = (everyone.json().sessions as { id: number; email: string }[]).find(
      (s) => s.email === 'help@example.com',
    );
    expect(
      (await adminCall(t.app, t.owner.cookie, 'DELETE', `/api/admin/staff/sessions/${theirs!.id}`))
        .statusCode,
    ).toBe(200);
    expect((await session(t.support.cookie)).statusCode).toBe(401);
    expect(await audit()).toContain('session.end');
  });

  it('puts sign-in failures and lock-outs in the audit log', async () => {
    for (let i = 0; i < 12; i += 1) await signIn(t.app, 'owner@example.com', `wrong password ${i}`);
    const rows = await t.database.db.select().from(adminAuditLog);
    const failed = rows.filter((row) => row.action === 'session.sign-in-failed');
    expect(failed.length).toBeGreaterThan(0);
    expect(failed[0]).toMatchObject({ actor: 'owner@example.com', adminId: t.owner.admin.id });
    expect(JSON.stringify(rows)).not.toContain('wrong password');
    expect(rows.some((row) => row.action === 'session.locked-out')).toBe(true);
  });
});
