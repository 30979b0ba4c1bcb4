import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { adminAuditLog, adminTotp } from '../db/schema.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { runAdminCommand } from './admin-cli.ts';
import { AdminUserError, findAdminByEmail } from './admin-users.ts';
import { verifyPassword } from './password-hash.ts';

describe('npm run admin', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
  });
  afterAll(async () => {
    await database.close();
  });

  const run = async (args: string[], password = '') => {
    const lines: string[] = [];
    const code = await runAdminCommand(database.db, args, {
      readPassword: async () => password,
      print: (line) => lines.push(line),
    });
    return { code, output: lines.join('\n') };
  };
  const password = () => `cli-${randomBytes(12).toString('base64url')}`;

  it('creates an admin, lists it, resets its password and disables it', async () => {
    const first = password();
    expect(await run(['create', 'Owner@Example.com'], first)).toEqual({
      code: 0,
      output: 'Created admin owner@example.com. Sign in at /admin/login.',
    });
    expect((await run(['list'])).output).toMatch(/^owner@example\.com {2}created \d{4}-/);

    const second = password();
    expect((await run(['reset-password', 'owner@example.com'], second)).code).toBe(0);
    const admin = await findAdminByEmail(database.db, 'owner@example.com');
    expect(await verifyPassword(admin?.passwordHash, second)).toBe(true);
    expect(await verifyPassword(admin?.passwordHash, first)).toBe(false);

    expect((await run(['disable', 'owner@example.com'])).code).toBe(0);
    expect((await run(['list'])).output).toContain('DISABLED');
    const actions = (await database.db.select().from(adminAuditLog)).map(
      (entry) => `${entry.actor} ${entry.action}`,
    );
    expect(actions).toEqual(['cli admin.create', 'cli admin.reset-password', 'cli admin.disable']);
  });

  it('clears an admin’s second factors, for an owner who lost their phone and codes', async () => {
    await run(['create', 'lost@example.com'], password());
    const admin = await findAdminByEmail(database.db, 'lost@example.com');
    await database.db.insert(adminTotp).values({
      adminId: admin?.id ?? 0,
      secret: 'JBSWY3DPEHPK3PXP',
      confirmedAt: new Date(),
    });
    expect((await run(['reset-second-factor', 'LOST@example.com'])).output).toContain(
      'Cleared the second factors of lost@example.com',
    );
    expect(await database.db.select().from(adminTotp)).toEqual([]);
    const [entry] = await database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'staff.second-factor-reset'));
    expect(entry?.actor).toBe('cli');
    await expect(run(['reset-second-factor', 'nobody@example.com'])).rejects.toThrow(
      'There is no active admin nobody@example.com.',
    );
  });

  it('refuses a weak password, a duplicate and an unknown admin', async () => {
    await expect(run(['create', 'weak@example.com'], 'password1234')).rejects.toThrow(/too common/);
    await expect(run(['create', 'short@example.com'], 'short')).rejects.toThrow(/at least 12/);
    await run(['create', 'dup@example.com'], password());
    await expect(run(['create', 'DUP@example.com'], password())).rejects.toThrow(
      'An admin dup@example.com already exists.',
    );
    await expect(run(['disable', 'nobody@example.com'])).rejects.toBeInstanceOf(AdminUserError);
    await expect(run(['create'], password())).rejects.toThrow(/Which admin\?/);
    await expect(run(['create', 'a@b.co,c@d.co'], password())).rejects.toThrow(
      'a@b.co,c@d.co is not a valid email address.',
    );
  });

  it('prints the usage for an unknown command', async () => {
    const result = await run(['explode']);
    expect(result.code).toBe(2);
    expect(result.output).toMatch(/^Usage: npm run admin -- /);
  });
});
