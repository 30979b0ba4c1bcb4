import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { normaliseLicenceKey } from '../../shared/licence-key.ts';
import { adminCall, orderIdOf } from '../testing/admin-requests.ts';
import { signedInAdmin } from '../testing/admin-session.ts';
import { buyLicence, licenceCall } from '../testing/licences.ts';
import { startCheckout } from '../testing/purchase.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';
import { outbox } from '../db/schema.ts';
import { verifyLicenceFile } from './licence-file.ts';
import { loadSigningKey } from './signing-key.ts';

describe.each(testDatabaseKinds())("the bot's licence API on %s", (kind) => {
  let t: TestApp;
  afterEach(async () => {
    await t.app.close();
  });

  const machine = (n: number) => ({ fingerprint: `machine-fingerprint-${n}`, name: `VPS ${n}` });

  it('a paid bot order shows its licence; an unpaid one shows none', async () => {
    t = await createTestApp(kind);
    const { key, view } = await buyLicence(t.app);
    expect(key).toMatch(/^CM(-[0-9A-HJKMNP-TV-Z]{5}){5}$/);
    expect(view.order.licence).toEqual({
      key,
      status: 'active',
      machinesUsed: 0,
      machinesAllowed: 2,
    });
    const [receipt] = await t.database.db.select().from(outbox);
    expect(receipt?.textBody).toContain(`Your licence key: ${key}`);
    expect(receipt?.htmlBody).toContain(key);
    const pending = await startCheckout(t.app, 'later@example.com');
    const unpaid = await t.app.inject({ method: 'GET', url: `/api/orders/${pending.orderToken}` });
    expect(unpaid.json().order.licence).toBeNull();
  });

  it('activates two machines, counts a second activation of one machine once, refuses a third', async () => {
    t = await createTestApp(kind);
    const { key, orderToken } = await buyLicence(t.app);
    const first = await licenceCall(t.app, 'activate', { key, ...machine(1) });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: 'active', machinesUsed: 1, machinesAllowed: 2 });
    const again = await licenceCall(t.app, 'activate', { key, ...machine(1) });
    expect(again.json()).toMatchObject({ machinesUsed: 1 });
    // Typed the way a person might: lower case, no hyphens, O for 0 and l for 1.
    const typed = key.toLowerCase().replaceAll('-', '').replaceAll('0', 'o').replaceAll('1', 'l');
    const second = await licenceCall(t.app, 'activate', { key: typed, ...machine(2) });
    expect(second.json()).toMatchObject({ machinesUsed: 2 });
    const third = await licenceCall(t.app, 'activate', { key, ...machine(3) });
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({ code: 'too_many_machines' });
    expect(third.json().message).toMatch(/Deactivate one/);
    const view = await t.app.inject({ method: 'GET', url: `/api/orders/${orderToken}` });
    expect(view.json().order.licence).toMatchObject({ machinesUsed: 2, machinesAllowed: 2 });
  });

  it('signs a licence file the public key verifies, valid for the offline grace', async () => {
    t = await createTestApp(kind);
    const { key, view } = await buyLicence(t.app);
    const activated = await licenceCall(t.app, 'activate', { key, ...machine(1) });
    const { licenceFile } = activated.json();
    const published = await t.app.inject({ method: 'GET', url: '/api/v1/licences/public-key' });
    expect(published.statusCode).toBe(200);
    expect(published.json().algorithm).toBe('Ed25519');
    const publicKey = createPublicKey(published.json().publicKey);
    const payload = verifyLicenceFile(publicKey, licenceFile);
    expect(payload).toMatchObject({
      orderReference: view.order.reference,
      fingerprint: machine(1).fingerprint,
      entitlement: 'cryptomaton-bot',
    });
    const days =
      (Date.parse(payload?.validUntil ?? '') - Date.parse(payload?.issuedAt ?? '')) / 86_400_000;
    expect(days).toBe(14);
    // A changed payload no longer verifies.
    const forged = { ...licenceFile, payload: `${licenceFile.payload}A` };
    expect(verifyLicenceFile(publicKey, forged)).toBeNull();
  });

  it('validates an active machine, and refuses a deactivated or unknown one', async () => {
    t = await createTestApp(kind);
    const { key } = await buyLicence(t.app);
    await licenceCall(t.app, 'activate', { key, ...machine(1) });
    const valid = await licenceCall(t.app, 'validate', {
      key,
      fingerprint: machine(1).fingerprint,
    });
    expect(valid.statusCode).toBe(200);
    expect(valid.json()).toMatchObject({ valid: true, status: 'active', machinesUsed: 1 });
    expect(valid.json().licenceFile.signature).toBeTruthy();

    const off = await licenceCall(t.app, 'deactivate', {
      key,
      fingerprint: machine(1).fingerprint,
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ deactivated: true, machinesUsed: 0 });
    const gone = await licenceCall(t.app, 'validate', { key, fingerprint: machine(1).fingerprint });
    expect(gone.json()).toMatchObject({ valid: false, code: 'machine_deactivated' });
    const never = await licenceCall(t.app, 'validate', {
      key,
      fingerprint: machine(9).fingerprint,
    });
    expect(never.json()).toMatchObject({ valid: false, code: 'machine_deactivated' });
    // Its place is free again: two other machines fit.
    await licenceCall(t.app, 'activate', { key, ...machine(2) });
    const back = await licenceCall(t.app, 'activate', { key, ...machine(3) });
    expect(back.json()).toMatchObject({ machinesUsed: 2 });
  });

  it('answers an unknown key with unknown_key on every call', async () => {
    t = await createTestApp(kind);
    const key = 'CM-00000-00000-00000-00000-00000';
    const activate = await licenceCall(t.app, 'activate', { key, ...machine(1) });
    expect(activate.statusCode).toBe(404);
    expect(activate.json()).toMatchObject({ code: 'unknown_key' });
    const validate = await licenceCall(t.app, 'validate', {
      key,
      fingerprint: machine(1).fingerprint,
    });
    expect(validate.statusCode).toBe(200);
    expect(validate.json()).toMatchObject({ valid: false, code: 'unknown_key' });
    const deactivate = await licenceCall(t.app, 'deactivate', {
      key,
      fingerprint: machine(1).fingerprint,
    });
    expect(deactivate.statusCode).toBe(404);
    expect(deactivate.json()).toMatchObject({ code: 'unknown_key' });
  });

  it('refuses bad input with 400, never 5xx', async () => {
    t = await createTestApp(kind);
    const bodies = [
      {},
      { key: 'not a key', fingerprint: 'machine-fingerprint-1' },
      { key: 'CM-UUUUU-00000-00000-00000-00000', fingerprint: 'machine-fingerprint-1' },
      { key: 'CM-00000-00000-00000-00000-00000', fingerprint: 'short' },
      { key: 'CM-00000-00000-00000-00000-00000', fingerprint: 'has spaces in it' },
      { key: 42, fingerprint: 'machine-fingerprint-1' },
      {
        key: 'CM-00000-00000-00000-00000-00000',
        fingerprint: 'machine-fingerprint-1',
        name: 'a\u0000b',
      },
    ];
    for (const call of ['activate', 'validate', 'deactivate'] as const) {
      for (const body of bodies) {
        const response = await licenceCall(t.app, call, body);
        expect(response.statusCode, `${call} ${JSON.stringify(body)}`).toBe(400);
      }
    }
  });

  it('limits calls per key from any address, and per address', async () => {
    t = await createTestApp(kind);
    const { key } = await buyLicence(t.app);
    const statuses: number[] = [];
    for (let n = 0; n < 31; n += 1) {
      const response = await licenceCall(
        t.app,
        'validate',
        { key, fingerprint: machine(1).fingerprint },
        `203.0.113.${n + 1}`,
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(200));
    expect(statuses[30]).toBe(429);

    const perAddress: number[] = [];
    for (let n = 0; n < 61; n += 1) {
      const other = `CM-${'0'.repeat(4)}${crockfordDigit(n)}-00000-00000-00000-0000${crockfordDigit(n % 7)}`;
      const response = await licenceCall(t.app, 'validate', {
        key: other,
        fingerprint: machine(1).fingerprint,
      });
      perAddress.push(response.statusCode);
    }
    expect(perAddress.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(perAddress[60]).toBe(429);
  });

  it('keeps the signing key it made on the first start; one from the environment wins', async () => {
    t = await createTestApp(kind);
    const made = await loadSigningKey(t.database.db);
    const again = await loadSigningKey(t.database.db);
    expect(again.publicKeyPem).toBe(made.publicKeyPem);
    const published = await t.app.inject({ method: 'GET', url: '/api/v1/licences/public-key' });
    expect(published.json().publicKey).toBe(made.publicKeyPem);
    const pem = generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' });
    const given = await loadSigningKey(t.database.db, pem.toString());
    expect(given.publicKeyPem).not.toBe(made.publicKeyPem);
  });

  it('a whole refund ends the licence: activate and validate answer revoked', async () => {
    t = await createTestApp(kind);
    const { key, orderToken } = await buyLicence(t.app);
    await licenceCall(t.app, 'activate', { key, ...machine(1) });
    const { cookie } = await signedInAdmin(t.app, t.database.db);
    const id = await orderIdOf(t.database.db, orderToken);
    const refund = await adminCall(t.app, cookie, 'POST', `/api/admin/orders/${id}/refund`);
    expect(refund.statusCode).toBe(200);
    const activate = await licenceCall(t.app, 'activate', { key, ...machine(2) });
    expect(activate.statusCode).toBe(403);
    expect(activate.json()).toMatchObject({ code: 'revoked' });
    const validate = await licenceCall(t.app, 'validate', {
      key,
      fingerprint: machine(1).fingerprint,
    });
    expect(validate.json()).toMatchObject({ valid: false, code: 'revoked' });
    const view = await t.app.inject({ method: 'GET', url: `/api/orders/${orderToken}` });
    expect(view.json().order.licence).toMatchObject({ status: 'revoked' });
  });

  it('20 parallel activations on 20 machines: exactly 2 succeed', async () => {
    t = await createTestApp(kind);
    const { key } = await buyLicence(t.app);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        licenceCall(t.app, 'activate', { key, ...machine(n) }, `192.0.2.${n + 1}`),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(2);
    expect(statuses.filter((status) => status === 409)).toHaveLength(18);
  });
});

function crockfordDigit(n: number): string {
  return '0123456789ABCDEFGHJKMNPQRSTVWXYZ'[n % 32] ?? '0';
}

it('normalises the key a person types back', () => {
  expect(normaliseLicenceKey('cm-abcde-fghjk-mnpqr-stvwx-yz012')).toBe(
    'CM-ABCDE-FGHJK-MNPQR-STVWX-YZ012',
  );
});
