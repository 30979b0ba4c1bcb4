import { afterEach, describe, expect, it } from 'vitest';
import { adminCall, orderIdOf } from '../testing/admin-requests.ts';
import { signedInAdmin } from '../testing/admin-session.ts';
import { buyLicence, licenceCall } from '../testing/licences.ts';
import { startCheckout } from '../testing/purchase.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';

describe.each(testDatabaseKinds())("the owner and an order's licence on %s", (kind) => {
  let t: TestApp;
  afterEach(async () => {
    await t.app.close();
  });

  const fingerprint = 'machine-fingerprint-1';

  async function boughtAndActivated() {
    t = await createTestApp(kind);
    const { cookie } = await signedInAdmin(t.app, t.database.db);
    const { key, orderToken } = await buyLicence(t.app);
    const id = await orderIdOf(t.database.db, orderToken);
    await licenceCall(
      t.app,
      'activate',
      { key, fingerprint, name: 'VPS Frankfurt' },
      '203.0.113.9',
    );
    const call = (path: string) =>
      adminCall(t.app, cookie, 'POST', `/api/admin/orders/${id}/licence/${path}`);
    const detail = async () =>
      (await adminCall(t.app, cookie, 'GET', `/api/admin/orders/${id}`)).json();
    return { key, id, call, detail, cookie };
  }

  it('shows the licence on the order page: masked key, machines, activations with address', async () => {
    const { key, detail } = await boughtAndActivated();
    const { licence, timeline } = await detail();
    expect(licence.maskedKey).toBe(`CM-•••••-•••••-•••••-•••••-${key.slice(-5)}`);
    expect(JSON.stringify(licence)).not.toContain(key.slice(3, 14));
    expect(licence).toMatchObject({ status: 'active', machinesUsed: 1, machinesAllowed: 2 });
    expect(licence.machines).toEqual([
      expect.objectContaining({ name: 'VPS Frankfurt', active: true, lastAddress: '203.0.113.9' }),
    ]);
    expect(licence.history[0]).toMatchObject({ kind: 'activated', address: '203.0.113.9' });
    expect(timeline.map((entry: { summary: string }) => entry.summary)).toContain(
      'Licence activated on “VPS Frankfurt” from 203.0.113.9',
    );
  });

  it('revoke stops the key, restore brings it back; both audited and on the timeline', async () => {
    const { key, call, detail, cookie } = await boughtAndActivated();
    const revoked = await call('revoke');
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().licence).toMatchObject({ status: 'revoked', endReason: 'owner' });
    expect((await licenceCall(t.app, 'validate', { key, fingerprint })).json()).toMatchObject({
      valid: false,
      code: 'revoked',
    });
    expect((await call('revoke')).statusCode).toBe(409);

    const restored = await call('restore');
    expect(restored.json().licence).toMatchObject({ status: 'active', endReason: null });
    expect((await licenceCall(t.app, 'validate', { key, fingerprint })).json()).toMatchObject({
      valid: true,
    });
    expect((await call('restore')).statusCode).toBe(409);

    const summaries = (await detail()).timeline.map((entry: { summary: string }) => entry.summary);
    expect(summaries).toContain('Licence revoked by owner@example.com');
    expect(summaries).toContain('Licence restored by owner@example.com');
    const audit = await adminCall(t.app, cookie, 'GET', '/api/admin/audit-log');
    const actions = audit.json().entries.map((entry: { action: string }) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['licence.revoke', 'licence.restore']));
  });

  it('reset machines frees every place: the machine must activate again', async () => {
    const { key, call, detail } = await boughtAndActivated();
    const reset = await call('reset-machines');
    expect(reset.json().licence).toMatchObject({ machinesUsed: 0 });
    expect((await licenceCall(t.app, 'validate', { key, fingerprint })).json()).toMatchObject({
      valid: false,
      code: 'machine_deactivated',
    });
    const again = await licenceCall(t.app, 'activate', { key, fingerprint });
    expect(again.json()).toMatchObject({ machinesUsed: 1 });
    const summaries = (await detail()).timeline.map((entry: { summary: string }) => entry.summary);
    expect(summaries).toContain("Licence's machines reset by owner@example.com");
  });

  it('an order without a licence: null on its page, 404 for the actions', async () => {
    t = await createTestApp(kind);
    const { cookie } = await signedInAdmin(t.app, t.database.db);
    const { orderToken } = await startCheckout(t.app);
    const id = await orderIdOf(t.database.db, orderToken);
    const page = await adminCall(t.app, cookie, 'GET', `/api/admin/orders/${id}`);
    expect(page.json().licence).toBeNull();
    const revoke = await adminCall(t.app, cookie, 'POST', `/api/admin/orders/${id}/licence/revoke`);
    expect(revoke.statusCode).toBe(404);
  });

  it('a refund ends the licence, and the timeline says so', async () => {
    const { id, cookie, detail } = await boughtAndActivated();
    const refund = await adminCall(t.app, cookie, 'POST', `/api/admin/orders/${id}/refund`);
    expect(refund.statusCode).toBe(200);
    const { licence, timeline } = await detail();
    expect(licence).toMatchObject({ status: 'revoked', endReason: 'refund' });
    expect(timeline.map((entry: { summary: string }) => entry.summary)).toContain(
      'Licence ended by the refund',
    );
  });

  it('only a signed-in owner may change a licence', async () => {
    const { id } = await boughtAndActivated();
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${id}/licence/revoke`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
