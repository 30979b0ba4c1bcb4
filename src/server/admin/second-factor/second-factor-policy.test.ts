import { describe, expect, it } from 'vitest';
import { secondFactorPath, secondFactorPaths } from '../../../shared/admin/second-factor.ts';
import { adminAuditLog, adminRecoveryCodes, adminTotp } from '../../db/schema.ts';
import { signIn, signedInAdmin } from '../../testing/admin-session.ts';
import { asMember, setUpTotp } from '../../testing/second-factor.ts';
import { signedInStaff } from '../../testing/staff.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';

describe.each(testDatabaseKinds())('requiring a second factor on %s', (kind) => {
  const t = useTestApp(kind);
  const db = () => t.database.db;

  it('lets the owner require one only once they have one themselves', async () => {
    const owner = await signedInAdmin(t.app, db());
    const as = asMember(t.app, owner.cookie);
    const early = await as('PUT', secondFactorPaths.policy, { required: true });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toContain('your own account first');
    await setUpTotp(t.app, owner.cookie);
    expect((await as('PUT', secondFactorPaths.policy, { required: true })).json()).toEqual({
      required: true,
    });
    expect((await as('GET', secondFactorPaths.policy)).json()).toEqual({ required: true });
    const [audit] = (await db().select().from(adminAuditLog)).filter(
      (row) => row.action === 'settings.second-factor-policy',
    );
    expect(audit?.detail).toEqual({ required: true });
  });

  it('keeps a member without one to their account page until they set one up', async () => {
    const owner = await signedInAdmin(t.app, db());
    await setUpTotp(t.app, owner.cookie);
    const support = await signedInStaff(t.app, db(), 'help@example.com', 'support');
    await asMember(t.app, owner.cookie)('PUT', secondFactorPaths.policy, { required: true });

    const as = asMember(t.app, support.cookie);
    const orders = await as('GET', '/api/admin/orders');
    expect(orders.statusCode).toBe(403);
    expect(orders.json().code).toBe('second_factor_setup_required');
    expect((await as('GET', '/api/admin/session')).json().secondFactor).toEqual({
      enrolled: false,
      required: true,
    });
    expect((await as('GET', secondFactorPaths.account)).json().required).toBe(true);
    // Support may still not change the policy.
    expect((await as('PUT', secondFactorPaths.policy, { required: false })).statusCode).toBe(403);

    await setUpTotp(t.app, support.cookie);
    expect((await as('GET', '/api/admin/orders')).statusCode).toBe(200);
    // Their only factor cannot be removed while it is required.
    const off = await as('DELETE', secondFactorPaths.totp);
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toContain('requires a second factor');
  });

  it('lets the owner clear a member’s second factors, and lists who has one', async () => {
    const owner = await signedInAdmin(t.app, db());
    const support = await signedInStaff(t.app, db(), 'help@example.com', 'support');
    await setUpTotp(t.app, support.cookie);
    const asOwner = asMember(t.app, owner.cookie);
    const staff = (await asOwner('GET', '/api/admin/staff')).json().members;
    expect(staff).toEqual([
      expect.objectContaining({ email: owner.email, secondFactor: false }),
      expect.objectContaining({ email: 'help@example.com', secondFactor: true }),
    ]);
    const url = secondFactorPath(secondFactorPaths.memberReset, support.admin.id);
    // Support may not clear anyone's, their own included.
    expect((await asMember(t.app, support.cookie)('DELETE', url)).statusCode).toBe(403);
    const reset = await asOwner('DELETE', url);
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ cleared: true });
    // They sign in with their password alone again.
    expect((await signIn(t.app, support.email, support.password)).json().admin).toBeDefined();
    expect(
      (await asOwner('DELETE', secondFactorPath(secondFactorPaths.memberReset, 999))).statusCode,
    ).toBe(404);
    const actions = (await db().select().from(adminAuditLog)).map((row) => row.action);
    expect(actions).toContain('staff.second-factor-reset');
  });

  it('clears a removed member’s second factors with their sessions', async () => {
    const owner = await signedInAdmin(t.app, db());
    const support = await signedInStaff(t.app, db(), 'help@example.com', 'support');
    await setUpTotp(t.app, support.cookie);
    const removed = await asMember(t.app, owner.cookie)(
      'DELETE',
      `/api/admin/staff/${support.admin.id}`,
    );
    expect(removed.json().endedSessions).toBe(1);
    expect(
      (await asMember(t.app, support.cookie)('GET', secondFactorPaths.account)).statusCode,
    ).toBe(401);
    const staff = (await asMember(t.app, owner.cookie)('GET', '/api/admin/staff')).json().members;
    expect(staff.map((member: { email: string }) => member.email)).toEqual([owner.email]);
    expect(await db().select().from(adminTotp)).toEqual([]);
    expect(await db().select().from(adminRecoveryCodes)).toEqual([]);
  });
});
