import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SIGN_IN_FAILED_MESSAGE } from '../../shared/admin/auth.ts';
import { signInLimits } from '../../shared/site-config.ts';
import { hashToken } from '../crypto/tokens.ts';
import { adminAuditLog, adminKnownDevices, adminSessions, adminUsers } from '../db/schema.ts';
import {
  createTestAdmin,
  sessionCookieHeader,
  signIn,
  signedInAdmin,
} from '../testing/admin-session.ts';
import { createTestApp, useTestApp } from '../testing/test-app.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';

describe.each(testDatabaseKinds())('admin sign-in on %s', (kind) => {
  const t = useTestApp(kind);
  const db = () => t.database.db;
  const session = (cookie: string) =>
    t.app.inject({ method: 'GET', url: '/api/admin/session', headers: { cookie } });

  it('signs in with the right password: an HttpOnly, SameSite=Strict session cookie', async () => {
    const { password, admin } = await createTestAdmin(db(), 'Owner@Example.com');
    const response = await signIn(t.app, ' OWNER@example.com ', password);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      admin: { id: admin.id, email: 'owner@example.com' },
      idleTimeoutSeconds: 1800,
    });
    const hours = (Date.parse(response.json().expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThanOrEqual(12);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^cm_admin=[\w-]{43};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('Max-Age=43200');
    expect(admin.email).toBe('owner@example.com');

    const token = sessionCookieHeader(response.headers['set-cookie']).split('=')[1] ?? '';
    const [stored] = await db().select().from(adminSessions);
    expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.tokenHash).not.toContain(token);
    const [user] = await db().select().from(adminUsers);
    expect(user?.lastSignInAt).not.toBeNull();
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('remembers the browser with a known-device cookie, of which only a hash is kept', async () => {
    const { password, admin } = await createTestAdmin(db());
    const response = await signIn(t.app, admin.email, password);
    const device = [response.headers['set-cookie']]
      .flat()
      .find((c) => c?.startsWith('cm_admin_device='));
    expect(device).toMatch(/^cm_admin_device=[\w-]{43};/);
    expect(device).toContain('HttpOnly');
    expect(device).toContain('SameSite=Strict');
    expect(device).toContain(`Max-Age=${signInLimits.knownDeviceDays * 86_400}`);
    const token = device?.split(';')[0]?.split('=')[1] ?? '';
    const [stored] = await db().select().from(adminKnownDevices);
    expect(stored).toMatchObject({ adminId: admin.id, tokenHash: hashToken(token) });

    // Signing in again from it keeps the same device; a failure sets no cookie at all.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: admin.email, password },
      headers: { cookie: `cm_admin_device=${token}` },
    });
    expect(String(again.headers['set-cookie'])).toContain(`cm_admin_device=${token};`);
    expect(await db().select().from(adminKnownDevices)).toHaveLength(1);
    const wrong = await signIn(t.app, admin.email, 'wrong password!');
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('answers every failure with one message: wrong password, unknown email, disabled', async () => {
    const { email, password } = await createTestAdmin(db());
    const disabled = await createTestAdmin(db(), 'gone@example.com');
    await db()
      .update(adminUsers)
      .set({ disabledAt: sql`now()` })
      .where(eq(adminUsers.email, 'gone@example.com'));
    for (const [tryEmail, tryPassword] of [
      [email, `${password}x`],
      ['nobody@example.com', password],
      [disabled.email, disabled.password],
    ] as const) {
      const response = await signIn(t.app, tryEmail, tryPassword);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'Unauthorized', message: SIGN_IN_FAILED_MESSAGE });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('refuses a malformed request with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: 'owner@example.com' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.password).toBeDefined();
  });

  it('lets an owner who mistypes twice in, and stops a guesser after five tries', async () => {
    const { email, password } = await createTestAdmin(db());
    for (let i = 0; i < 2; i++)
      expect((await signIn(t.app, email, 'wrong password!')).statusCode).toBe(401);
    expect((await signIn(t.app, email, password)).statusCode).toBe(200);

    for (let i = 0; i < 5; i++)
      expect((await signIn(t.app, email, 'wrong password!')).statusCode).toBe(401);
    const blocked = await signIn(t.app, email, password);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json().message).toMatch(/^Too many sign-in attempts\. Please wait \d+ minutes?/);
  });

  it('limits one client guessing across many accounts', async () => {
    for (let i = 0; i < 20; i++) {
      expect((await signIn(t.app, `guess${i}@example.com`, 'wrong password!')).statusCode).toBe(
        401,
      );
    }
    const { email, password } = await createTestAdmin(db());
    expect((await signIn(t.app, email, password)).statusCode).toBe(429);
  });

  it('issues a new session id at each sign-in and ends the one it replaces', async () => {
    const { email, password, cookie } = await signedInAdmin(t.app, db());
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email, password },
      headers: { cookie },
    });
    const fresh = sessionCookieHeader(again.headers['set-cookie']);
    expect(fresh).not.toBe(cookie);
    expect((await session(cookie)).statusCode).toBe(401);
    expect((await session(fresh)).statusCode).toBe(200);
  });

  it('signs out: the session ends and the cookie is cleared', async () => {
    const { cookie } = await signedInAdmin(t.app, db());
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ endedSessions: 1 });
    expect(String(response.headers['set-cookie'])).toMatch(/cm_admin=;.*Expires=Thu, 01 Jan 1970/);
    expect((await session(cookie)).statusCode).toBe(401);
  });

  it('signs out everywhere: every session of the admin ends, and it is audited', async () => {
    const { email, password, cookie } = await signedInAdmin(t.app, db());
    const other = sessionCookieHeader((await signIn(t.app, email, password)).headers['set-cookie']);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/logout-everywhere',
      headers: { cookie },
    });
    expect(response.json()).toEqual({ endedSessions: 2 });
    expect((await session(cookie)).statusCode).toBe(401);
    expect((await session(other)).statusCode).toBe(401);
    const actions = (await db().select().from(adminAuditLog)).map((entry) => entry.action);
    expect(actions).toContain('session.sign-out-everywhere');
  });

  it('ends a session idle for 30 minutes, and any session after 12 hours', async () => {
    const idle = await signedInAdmin(t.app, db(), 'idle@example.com');
    const old = await signedInAdmin(t.app, db(), 'old@example.com');
    expect((await session(idle.cookie)).statusCode).toBe(200);
    await db()
      .update(adminSessions)
      .set({ lastSeenAt: sql`now() - interval '31 minutes'` })
      .where(eq(adminSessions.adminId, idle.admin.id));
    await db()
      .update(adminSessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(adminSessions.adminId, old.admin.id));
    expect((await session(idle.cookie)).statusCode).toBe(401);
    expect((await session(old.cookie)).statusCode).toBe(401);
  });

  it('keeps an active session alive past 30 minutes from sign-in', async () => {
    const { cookie, admin } = await signedInAdmin(t.app, db());
    await db()
      .update(adminSessions)
      .set({ lastSeenAt: sql`now() - interval '29 minutes'` })
      .where(eq(adminSessions.adminId, admin.id));
    expect((await session(cookie)).statusCode).toBe(200);
    const [stored] = await db().select().from(adminSessions);
    expect(Date.now() - (stored?.lastSeenAt.getTime() ?? 0)).toBeLessThan(60_000);
  });
});

describe('the session cookie in production', () => {
  it('is __Host- prefixed and Secure', async () => {
    const t = await createTestApp('pglite', {
      env: { NODE_ENV: 'production', PAYMENTS_PROVIDER: 'test', PUBLIC_URL: 'https://shop.test' },
    });
    try {
      const { email, password } = await createTestAdmin(t.database.db);
      const response = await signIn(t.app, email, password);
      const cookie = String(response.headers['set-cookie']);
      expect(cookie).toMatch(/^__Host-cm_admin=[\w-]{43};/);
      expect(cookie).toContain('Secure');
      expect(cookie).toContain('Path=/');
      expect(cookie).not.toContain('Domain');
      const device = [response.headers['set-cookie']].flat()[1] ?? '';
      expect(device).toMatch(/^__Host-cm_admin_device=[\w-]{43};.*Path=\/;.*Secure/);
      expect(device).not.toContain('Domain');
    } finally {
      await t.app.close();
    }
  });
});
