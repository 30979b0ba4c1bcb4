import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adminUsers } from '../db/schema.ts';
import { signIn } from '../testing/admin-session.ts';
import { createTestApp } from '../testing/test-app.ts';
import { createTestDatabase } from '../testing/test-database.ts';

describe('the first admin from ADMIN_EMAIL and ADMIN_PASSWORD', () => {
  it('is created at start-up when no admin exists, and can sign in', async () => {
    const password = `first-${randomBytes(12).toString('base64url')}`;
    const t = await createTestApp('pglite', {
      env: { ADMIN_EMAIL: 'First@Example.com', ADMIN_PASSWORD: password },
    });
    try {
      const admins = await t.database.db.select().from(adminUsers);
      expect(admins.map((admin) => admin.email)).toEqual(['first@example.com']);
      expect((await signIn(t.app, 'first@example.com', password)).statusCode).toBe(200);
    } finally {
      await t.app.close();
    }
  });

  it('changes nothing once an admin exists', async () => {
    const database = await createTestDatabase('pglite');
    const first = `first-${randomBytes(12).toString('base64url')}`;
    const t1 = await createTestApp('pglite', {
      database: { ...database, close: async () => undefined },
      env: { ADMIN_EMAIL: 'first@example.com', ADMIN_PASSWORD: first },
    });
    await t1.app.close();
    const t2 = await createTestApp('pglite', {
      database,
      env: {
        ADMIN_EMAIL: 'second@example.com',
        ADMIN_PASSWORD: `second-${randomBytes(12).toString('base64url')}`,
      },
    });
    try {
      const admins = await t2.database.db.select().from(adminUsers);
      expect(admins.map((admin) => admin.email)).toEqual(['first@example.com']);
    } finally {
      await t2.app.close();
    }
  });

  it('stops start-up naming ADMIN_PASSWORD when the password is common', async () => {
    await expect(
      createTestApp('pglite', {
        env: { ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'password1234' },
      }),
    ).rejects.toThrow(/ADMIN_PASSWORD: This password is too common/);
  });
});
