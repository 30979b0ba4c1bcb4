import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../app.ts';
import { adminSessions } from '../db/schema.ts';
import { signedInAdmin } from '../testing/admin-session.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';
import { isAdminRoute } from './admin-guard.ts';

describe.each(testDatabaseKinds())('the admin guard on %s', (kind) => {
  let routes: RegisteredRoute[] = [];
  let t: TestApp;
  let valid: string;
  let expired: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    routes = t.app.registeredRoutes.filter((route) =>
      isAdminRoute(route.method, route.url, route.admin),
    );
    valid = (await signedInAdmin(t.app, t.database.db, 'valid@example.com')).cookie;
    const old = await signedInAdmin(t.app, t.database.db, 'expired@example.com');
    expired = old.cookie;
    await t.database.db
      .update(adminSessions)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(adminSessions.adminId, old.admin.id));
  });
  afterAll(async () => {
    await t.app.close();
  });

  const call = (route: RegisteredRoute, headers: Record<string, string>) =>
    t.app.inject({
      method: route.method as 'GET',
      url: route.url.replace(/:\w+/g, '1'),
      headers,
      ...(route.method === 'GET' || route.method === 'HEAD' ? {} : { payload: {} }),
    });

  it('protects every /api/admin route but the sign-in', () => {
    const urls = new Set(routes.map((route) => `${route.method} ${route.url}`));
    expect(urls.size).toBeGreaterThanOrEqual(20);
    expect(urls).not.toContain('POST /api/admin/login');
    for (const expected of [
      'GET /api/admin/session',
      'POST /api/admin/logout-everywhere',
      'GET /api/admin/orders',
      'POST /api/admin/files',
      'DELETE /api/admin/files/:id',
      'GET /api/admin/audit-log',
    ]) {
      expect(urls).toContain(expected);
    }
  });

  it('answers 401 JSON without a session, with a forged cookie and with an expired one', async () => {
    const forged = `cm_admin=${randomBytes(32).toString('base64url')}`;
    for (const route of routes) {
      for (const cookie of [undefined, forged, expired, 'cm_admin=not-even-a-token']) {
        const response = await call(route, cookie ? { cookie } : {});
        expect(response.statusCode, `${route.method} ${route.url} cookie=${cookie}`).toBe(401);
        if (route.method !== 'HEAD') {
          expect(response.json()).toEqual({
            error: 'Unauthorized',
            message: 'Please sign in to continue.',
          });
        }
      }
    }
  });

  it('refuses a cross-site request even with a valid session', async () => {
    for (const route of routes) {
      const crossSiteHeaders: Record<string, string>[] = [
        { origin: 'https://evil.example' },
        { 'sec-fetch-site': 'cross-site' },
        { 'sec-fetch-site': 'same-site' },
      ];
      for (const headers of crossSiteHeaders) {
        const response = await call(route, { cookie: valid, ...headers });
        expect(response.statusCode, `${route.method} ${route.url} ${JSON.stringify(headers)}`).toBe(
          403,
        );
      }
    }
  });

  it('answers bad input from a signed-in admin with 4xx, never 5xx', async () => {
    const walker = await signedInAdmin(t.app, t.database.db, 'walker@example.com');
    const failures: string[] = [];
    const statuses = new Set<number>();
    // Signing out takes no input, and would end the walker's session half-way.
    const withInput = routes.filter(
      (r) => r.method !== 'GET' && r.method !== 'HEAD' && !r.url.startsWith('/api/admin/logout'),
    );
    for (const route of withInput) {
      const url = route.url.replace(/:\w+/g, '1');
      const bodies = [
        {
          payload: '{"to":"a\\u0000@b.co","responded":"\\u0000","active":"\\u0000"}',
          type: 'application/json',
        },
        { payload: 'x'.repeat(2 * 1024 * 1024), type: 'application/json' },
        { payload: '<xml/>', type: 'application/xml' },
        { payload: '{"broken', type: 'application/json' },
      ];
      for (const body of bodies) {
        const response = await t.app.inject({
          method: route.method as 'POST',
          url,
          payload: body.payload,
          headers: { cookie: walker.cookie, 'content-type': body.type },
        });
        statuses.add(response.statusCode);
        if (response.statusCode >= 500) {
          failures.push(`${route.method} ${url} ${body.type}: ${response.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
    // The requests reached the handlers: refused as bad input, not as unauthenticated.
    expect(statuses).not.toContain(401);
    expect(statuses).toContain(400);
    expect(statuses).toContain(413);
    expect(statuses).toContain(415);
  });

  it('lets a same-origin request with a valid session through', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/session',
      headers: { cookie: valid, origin: 'http://shop.test', 'sec-fetch-site': 'same-origin' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each(['/%61pi/admin/overview', '/api/%61dmin/overview', '/api/admin/overview/'])(
    'is not bypassed by another spelling of a path: %s',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect([401, 404]).toContain(response.statusCode);
      expect(response.body).not.toContain('revenueCents');
    },
  );

  it.each([
    ['/admin', '/admin/login?next=%2Fadmin'],
    ['/admin/', '/admin/login?next=%2Fadmin%2F'],
    ['/admin/files?tab=package', '/admin/login?next=%2Fadmin%2Ffiles%3Ftab%3Dpackage'],
    ['/admin/dashboard', '/admin/login?next=%2Fadmin%2Fdashboard'],
    ['/admin/orders/7', '/admin/login?next=%2Fadmin%2Forders%2F7'],
    ['/%61dmin/files', '/admin/login?next=%2F%2561dmin%2Ffiles'],
    ['/art-admin', '/digital-collectibles'],
  ])('sends %s without a session to %s', async (url, location) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(location);
  });

  it('does not redirect the sign-in page, nor a screen with a valid session', async () => {
    const login = await t.app.inject({ method: 'GET', url: '/admin/login' });
    expect(login.statusCode).not.toBe(302);
    const screen = await t.app.inject({ method: 'GET', url: '/admin', headers: { cookie: valid } });
    expect(screen.statusCode).not.toBe(302);
    const expiredScreen = await t.app.inject({
      method: 'GET',
      url: '/admin',
      headers: { cookie: expired },
    });
    expect(expiredScreen.statusCode).toBe(302);
  });
});
