import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAuditLog, adminInvitations, outbox } from '../db/schema.ts';
import { signIn } from '../testing/admin-session.ts';
import { adminCall } from '../testing/admin-requests.ts';
import { appInHooks, createTestApp } from '../testing/test-app.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';
import { invitationTokenMailedTo, signedInStaff } from '../testing/staff.ts';

const PASSWORD = 'a long new staff password 7';

describe.each(testDatabaseKinds())('staff invitations on %s', (kind) => {
  const t = appInHooks('each', async () => {
    const app = await createTestApp(kind);
    const owner = await signedInStaff(app.app, app.database.db, 'owner@example.com', 'owner');
    return { ...app, owner };
  });
  const invite = (email: string, role = 'support') =>
    adminCall(t.app, t.owner.cookie, 'POST', '/api/admin/staff/invitations', { email, role });
  const accept = (token: string, password = PASSWORD) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/invitations/accept',
      payload: { token, password },
    });
  const actions = async () =>
    (await t.database.db.select().from(adminAuditLog)).map((row) => row.action);

  it('mails a single-use 72-hour link whose token is kept only as a hash', async () => {
    const sent = await invite('New.Helper@Example.com');
    expect(sent.statusCode).toBe(201);
    const { invitation } = sent.json();
    expect(invitation).toMatchObject({ email: 'new.helper@example.com', role: 'support' });
    const hours = (Date.parse(invitation.expiresAt) - Date.parse(invitation.createdAt)) / 3.6e6;
    expect(hours).toBeCloseTo(72, 3);

    const token = await invitationTokenMailedTo(t.database.db, 'new.helper@example.com');
    const [row] = await t.database.db.select().from(adminInvitations);
    expect(row?.tokenHash).not.toContain(token);
    expect(JSON.stringify(sent.json())).not.toContain(token);
    const [mail] = await t.database.db.select().from(outbox);
    expect(mail).toMatchObject({
      kind: 'staff-invitation',
      subject: expect.stringContaining('invited'),
    });
    expect(await actions()).toContain('staff.invite');

    const listed = await adminCall(t.app, t.owner.cookie, 'GET', '/api/admin/staff');
    expect(listed.json().invitations).toEqual([expect.objectContaining({ id: invitation.id })]);

    // A weak password is refused and leaves the invitation usable.
    const weak = await accept(token, 'password1234');
    expect(weak.statusCode).toBe(400);
    expect((await accept(token)).json()).toEqual({
      admin: { email: 'new.helper@example.com', role: 'support' },
    });
    expect(await actions()).toContain('staff.invitation-accepted');

    const again = await accept(token, 'another long password 8');
    expect(again.statusCode).toBe(410);
    const session = await signIn(t.app, 'new.helper@example.com', PASSWORD);
    expect(session.json().admin).toMatchObject({ role: 'support' });
    expect(
      (await signIn(t.app, 'new.helper@example.com', 'another long password 8')).statusCode,
    ).toBe(401);
  });

  it('refuses an expired, a withdrawn, a replaced and an unknown invitation', async () => {
    await invite('late@example.com');
    const late = await invitationTokenMailedTo(t.database.db, 'late@example.com');
    await t.database.db
      .update(adminInvitations)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(adminInvitations.email, 'late@example.com'));
    expect((await accept(late)).statusCode).toBe(410);
    const page = await t.app.inject({ url: `/admin/invitation/${late}` });
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('expired');

    const sent = await invite('gone@example.com');
    const gone = await invitationTokenMailedTo(t.database.db, 'gone@example.com');
    const withdrawn = await adminCall(
      t.app,
      t.owner.cookie,
      'DELETE',
      `/api/admin/staff/invitations/${sent.json().invitation.id}`,
    );
    expect(withdrawn.statusCode).toBe(200);
    expect((await accept(gone)).statusCode).toBe(410);

    await invite('twice@example.com');
    const first = await invitationTokenMailedTo(t.database.db, 'twice@example.com');
    await invite('twice@example.com', 'owner');
    const second = await invitationTokenMailedTo(t.database.db, 'twice@example.com');
    expect((await accept(first)).statusCode).toBe(410);
    expect((await accept(second)).json().admin.role).toBe('owner');

    expect((await accept('A'.repeat(43))).statusCode).toBe(404);
    expect((await invite('owner@example.com')).statusCode).toBe(409);
    expect((await invite('not an address')).statusCode).toBe(400);
    expect((await invite('x@example.com', 'admin')).statusCode).toBe(400);
  });

  it('lets two accepts of one link make one account', async () => {
    await invite('race@example.com');
    const token = await invitationTokenMailedTo(t.database.db, 'race@example.com');
    const answers = await Promise.all([accept(token), accept(token), accept(token)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 410, 410]);
  });

  it('works as a plain form before any script runs', async () => {
    await invite('form@example.com');
    const token = await invitationTokenMailedTo(t.database.db, 'form@example.com');
    const path = `/admin/invitation/${token}`;
    const page = await t.app.inject({ url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<form method="post" action="${path}">`);
    expect(page.body).toContain('form@example.com');
    expect(page.body).not.toContain('<script');

    const post = (body: string) =>
      t.app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: body,
      });
    const mismatch = await post(`password=${encodeURIComponent(PASSWORD)}&repeat=other`);
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.body).toContain('not the same');
    const done = await post(
      `password=${encodeURIComponent(PASSWORD)}&repeat=${encodeURIComponent(PASSWORD)}`,
    );
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Your account is ready');
    expect((await signIn(t.app, 'form@example.com', PASSWORD)).statusCode).toBe(200);
    expect((await t.app.inject({ url: path })).statusCode).toBe(410);
  });

  it('is the owner’s: support cannot invite, and a stale check asks for the password', async () => {
    const support = await signedInStaff(t.app, t.database.db, 'help@example.com', 'support');
    const byStaff = await adminCall(t.app, support.cookie, 'POST', '/api/admin/staff/invitations', {
      email: 'friend@example.com',
      role: 'owner',
    });
    expect(byStaff.statusCode).toBe(403);
    expect(byStaff.json().code).toBe('role_forbidden');

    await t.database.db.execute(
      sql`update admin_sessions set checked_at = now() - interval '11 minutes'`,
    );
    const stale = await invite('friend@example.com');
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toMatchObject({ code: 'reauth_required' });
    expect(stale.json().message).toMatch(/password again/);
  });
});
