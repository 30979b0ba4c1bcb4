import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { StaffRole } from '../../shared/admin/staff-roles.ts';
import { createAdmin } from '../admin/admin-users.ts';
import { cliActor } from '../audit/audit-log.ts';
import type { Db } from '../db/client.ts';
import { appInHooks, createTestApp, type TestApp } from './test-app.ts';
import type { TestDatabaseKind } from './test-database.ts';

/** A fresh admin with a random password (no fixed credentials in tests). */
export async function createTestAdmin(
  db: Db,
  email = 'owner@example.com',
  role: StaffRole = 'owner',
) {
  const password = `pw-${randomBytes(12).toString('base64url')}`;
  const admin = await createAdmin(db, cliActor, { email, password, role });
  return { admin, email, password };
}

/** The session cookie a sign-in sets, as a `cookie` request header. */
export function sessionCookieHeader(setCookie: string | string[] | undefined): string {
  const first = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  const pair = first?.split(';')[0];
  if (!pair) throw new Error('no session cookie was set');
  return pair;
}

export function signIn(app: FastifyInstance, email: string, password: string) {
  return app.inject({ method: 'POST', url: '/api/admin/login', payload: { email, password } });
}

/** Creates an admin, signs in through the API and returns the cookie header to send. */
export async function signedInAdmin(app: FastifyInstance, db: Db, email?: string) {
  const created = await createTestAdmin(db, email);
  const response = await signIn(app, created.email, created.password);
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return { ...created, cookie: sessionCookieHeader(response.headers['set-cookie']) };
}

/**
 * One app with a signed-in admin for a whole `describe` block (tests that only read, or that
 * make their own orders): `const t = useSignedInApp(kind)`, then `t.app`, `t.cookie`.
 */
export function useSignedInApp(kind: TestDatabaseKind): TestApp & { cookie: string } {
  return appInHooks('all', async () => {
    const t = await createTestApp(kind);
    return { ...t, cookie: (await signedInAdmin(t.app, t.database.db)).cookie };
  });
}
