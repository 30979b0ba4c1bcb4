import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRouteRule, adminRouteRules } from '../../shared/admin/route-roles.ts';
import { REAUTH_REQUIRED, ROLE_FORBIDDEN } from '../../shared/admin/staff-roles.ts';
import type { RegisteredRoute } from '../app.ts';
import { adminSessions } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';
import { signedInStaff } from '../testing/staff.ts';
import { isAdminRoute } from './admin-guard.ts';

/*
 * Every admin route, walked with each role and with no session: without one 401; support on an
 * owner's route 403 (role_forbidden); each role on a route its rule allows neither 401 nor 403;
 * and on a route that wants a recent check, a session whose check is older than ten minutes
 * gets 403 (reauth_required) until the password is entered again.
 */
describe.each(testDatabaseKinds())('admin route roles on %s', (kind) => {
  let t: TestApp;
  let routes: RegisteredRoute[];
  const sessions: Record<'owner' | 'support', { cookie: string; id: number; password: string }> =
    {} as never;

  const signInAs = async (role: 'owner' | 'support', email = `${role}@example.com`) => {
    const member = await signedInStaff(t.app, t.database.db, email, role);
    sessions[role] = { cookie: member.cookie, id: member.admin.id, password: member.password };
  };
  /** A new session for `role` (after a route ended the last one). */
  const refresh = async (role: 'owner' | 'support') => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: `${role}@example.com`, password: sessions[role].password },
    });
    const cookie = String(response.headers['set-cookie']).split(';')[0] ?? '';
    sessions[role] = { ...sessions[role], cookie };
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    routes = t.app.registeredRoutes.filter(
      (route) => route.method !== 'HEAD' && isAdminRoute(route.method, route.url, route.admin),
    );
    await signInAs('owner');
    await signInAs('support');
  });
  afterAll(async () => {
    await t.app.close();
  });

  const call = (route: RegisteredRoute, cookie?: string) =>
    t.app.inject({
      method: route.method as 'GET',
      // An id no record has: a walk changes nothing it did not make.
      url: route.url.replace(/:\w+/g, '999999'),
      headers: {
        origin: 'http://shop.test',
        'sec-fetch-site': 'same-origin',
        ...(cookie ? { cookie } : {}),
      },
      ...(route.method === 'GET' ? {} : { payload: {} }),
    });
  const endsSession = (route: RegisteredRoute) => route.url.startsWith('/api/admin/logout');

  it('lists every admin route with a rule, and no rule without a route', () => {
    expect(routes.length).toBeGreaterThan(40);
    for (const route of routes) {
      expect(adminRouteRule(route.method, route.url), `${route.method} ${route.url}`).toBeDefined();
    }
    const registered = new Set(t.app.registeredRoutes.map((r) => `${r.method} ${r.url}`));
    for (const key of Object.keys(adminRouteRules)) expect(registered, key).toContain(key);
    // The rules the issue names.
    for (const [route, role] of [
      ['POST /api/admin/orders/:id/refund', 'owner'],
      ['DELETE /api/admin/files/:id', 'owner'],
      ['POST /api/admin/discount-codes', 'owner'],
      ['POST /api/admin/staff/invitations', 'owner'],
      ['PUT /api/art/collections/:id', 'owner'],
      ['GET /api/admin/orders/:id', 'support'],
      ['POST /api/admin/orders/:id/resend-receipt', 'support'],
      ['POST /api/admin/orders/:id/fresh-link', 'support'],
      ['GET /api/admin/messages', 'support'],
    ] as const) {
      expect(adminRouteRules[route]?.role, route).toBe(role);
    }
  });

  it('answers 401 to every admin route without a session', async () => {
    for (const route of routes) {
      expect((await call(route)).statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it.each(['owner', 'support'] as const)(
    'lets %s through exactly the routes its role allows',
    { timeout: 120_000 },
    async (role) => {
      const wrong: string[] = [];
      for (const route of routes) {
        const rule = adminRouteRule(route.method, route.url);
        const response = await call(route, sessions[role].cookie);
        const allowed = role === 'owner' || rule?.role === 'support';
        const status = response.statusCode;
        if (allowed ? status === 401 || status === 403 : status !== 403) {
          wrong.push(`${route.method} ${route.url}: ${status} ${response.body.slice(0, 120)}`);
        } else if (!allowed && response.json<{ code?: string }>().code !== ROLE_FORBIDDEN) {
          wrong.push(`${route.method} ${route.url}: 403 without ${ROLE_FORBIDDEN}`);
        }
        if (endsSession(route)) await refresh(role);
      }
      expect(wrong).toEqual([]);
    },
  );

  it('asks for the password again on routes that want a recent check', async () => {
    const stale = async () =>
      t.database.db
        .update(adminSessions)
        .set({ checkedAt: sql`now() - interval '11 minutes'` })
        .where(eq(adminSessions.adminId, sessions.owner.id));
    await refresh('owner');
    await stale();
    const rechecked = routes.filter((r) => adminRouteRule(r.method, r.url)?.recentCheck);
    expect(rechecked.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining(['POST /api/admin/orders/:id/refund', 'DELETE /api/admin/files/:id']),
    );
    for (const route of rechecked) {
      const response = await call(route, sessions.owner.cookie);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(response.json()).toMatchObject({ code: REAUTH_REQUIRED });
    }
    // Routes without the rule do not ask.
    const orders = await call(
      { method: 'GET', url: '/api/admin/orders' } as RegisteredRoute,
      sessions.owner.cookie,
    );
    expect(orders.statusCode).toBe(200);

    const reauth = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/reauth',
        headers: { cookie: sessions.owner.cookie, origin: 'http://shop.test' },
        payload: { password },
      });
    const wrong = await reauth('not the password at all');
    expect(wrong.statusCode).toBe(400);
    expect((await call(rechecked[0]!, sessions.owner.cookie)).statusCode).toBe(403);

    const right = await reauth(sessions.owner.password);
    expect(right.statusCode).toBe(200);
    expect(Date.parse(right.json<{ checkedUntil: string }>().checkedUntil)).toBeGreaterThan(
      Date.now() + 9 * 60 * 1000,
    );
    for (const route of rechecked) {
      const status = (await call(route, sessions.owner.cookie)).statusCode;
      expect(status, `${route.method} ${route.url}`).not.toBe(403);
      expect(status).not.toBe(401);
    }
  });
});
