import { describe, expect, it } from 'vitest';
import { secondFactorPath, secondFactorPaths } from '../../../shared/admin/second-factor.ts';
import { adminAuditLog, adminPasskeys } from '../../db/schema.ts';
import { signIn, signedInAdmin } from '../../testing/admin-session.ts';
import { asMember, cookieNamed, passwordStep, secondStep } from '../../testing/second-factor.ts';
import { SoftwarePasskey } from '../../testing/software-passkey.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import type { FastifyInstance } from 'fastify';

const SITE = 'http://localhost:3999';

/** Adds a software passkey to a signed-in member's account. */
async function addPasskey(app: FastifyInstance, cookie: string, name = 'Work laptop') {
  const as = asMember(app, cookie);
  const passkey = new SoftwarePasskey('localhost', SITE);
  const options = (await as('POST', secondFactorPaths.passkeyOptions)).json().options;
  const response = passkey.register(options);
  const added = await as('POST', secondFactorPaths.passkeys, { name, response });
  return { passkey, added, response };
}

describe.each(testDatabaseKinds())('passkeys on %s', (kind) => {
  const t = useTestApp(kind, { env: { PUBLIC_URL: SITE } });
  const db = () => t.database.db;

  it('adds a passkey made for this site: the first second factor comes with recovery codes', async () => {
    const owner = await signedInAdmin(t.app, db());
    const as = asMember(t.app, owner.cookie);
    const options = (await as('POST', secondFactorPaths.passkeyOptions)).json().options;
    expect(options).toMatchObject({ rp: { id: 'localhost' }, user: { name: owner.email } });

    const { added, response } = await addPasskey(t.app, owner.cookie);
    expect(added.statusCode).toBe(200);
    expect(added.json().recoveryCodes).toHaveLength(10);
    expect(added.json().status).toMatchObject({
      totp: false,
      passkeys: [{ name: 'Work laptop', lastUsedAt: null }],
      passkeysAvailable: true,
    });
    // Its challenge is spent: the same answer again adds nothing.
    const replay = await as('POST', secondFactorPaths.passkeys, { name: 'Again', response });
    expect(replay.statusCode).toBe(400);
    // An answer made for another site's challenge is refused.
    const other = new SoftwarePasskey('evil.test', 'https://evil.test');
    await as('POST', secondFactorPaths.passkeyOptions);
    const foreign = await as('POST', secondFactorPaths.passkeys, {
      name: 'Evil',
      response: other.register({ challenge: 'bm90LXRoZS1jaGFsbGVuZ2U' }),
    });
    expect(foreign.statusCode).toBe(400);
    expect(await db().select().from(adminPasskeys)).toHaveLength(1);
    const actions = (await db().select().from(adminAuditLog)).map((row) => row.action);
    expect(actions).toContain('second-factor.passkey-added');
  });

  it('signs in with the password and then the passkey; an answer works once', async () => {
    const owner = await signedInAdmin(t.app, db());
    const { passkey } = await addPasskey(t.app, owner.cookie);
    const password = await signIn(t.app, owner.email, owner.password);
    expect(password.json().secondStep.methods).toEqual(['passkey']);
    const step = cookieNamed(password.headers['set-cookie'], 'cm_admin_step');

    const optionsResponse = await t.app.inject({
      method: 'POST',
      url: secondFactorPaths.signInPasskeyOptions,
      headers: { cookie: step },
    });
    expect(optionsResponse.statusCode).toBe(200);
    const { options } = optionsResponse.json();
    expect(options.allowCredentials).toEqual([expect.objectContaining({ id: passkey.id })]);

    // Signed for another origin: refused.
    const phished = passkey.signChallenge(options.challenge, { origin: 'https://evil.test' });
    expect((await secondStep(t.app, step, { passkey: phished })).statusCode).toBe(400);
    const assertion = passkey.signChallenge(options.challenge);
    const signedIn = await secondStep(t.app, step, { passkey: assertion });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().admin.email).toBe(owner.email);
    const [stored] = await db().select().from(adminPasskeys);
    expect(stored?.counter).toBeGreaterThan(0);
    expect(stored?.lastUsedAt).not.toBeNull();

    // The same signature on a new sign-in: that step's challenge is another.
    const next = await passwordStep(t.app, owner.email, owner.password);
    await t.app.inject({
      method: 'POST',
      url: secondFactorPaths.signInPasskeyOptions,
      headers: { cookie: next },
    });
    expect((await secondStep(t.app, next, { passkey: assertion })).statusCode).toBe(400);
    // Without asking for a challenge first, a passkey answer has nothing to sign.
    const bare = await passwordStep(t.app, owner.email, owner.password);
    const none = await secondStep(t.app, bare, { passkey: passkey.signChallenge('eA') });
    expect(none.statusCode).toBe(400);
  });

  it('refuses another member’s passkey', async () => {
    const owner = await signedInAdmin(t.app, db());
    const other = await signedInAdmin(t.app, db(), 'other@example.com');
    await addPasskey(t.app, owner.cookie);
    const { passkey: othersKey } = await addPasskey(t.app, other.cookie);
    const step = await passwordStep(t.app, owner.email, owner.password);
    const options = (
      await t.app.inject({
        method: 'POST',
        url: secondFactorPaths.signInPasskeyOptions,
        headers: { cookie: step },
      })
    ).json().options;
    const answer = othersKey.signChallenge(options.challenge);
    expect((await secondStep(t.app, step, { passkey: answer })).statusCode).toBe(400);
  });

  it('confirms it is you with a passkey, once per challenge', async () => {
    const owner = await signedInAdmin(t.app, db());
    const { passkey } = await addPasskey(t.app, owner.cookie);
    const as = asMember(t.app, owner.cookie);
    const options = (await as('POST', secondFactorPaths.reauthPasskeyOptions)).json().options;
    const answer = passkey.signChallenge(options.challenge);
    expect((await as('POST', '/api/admin/reauth', { passkey: answer })).statusCode).toBe(200);
    const replay = await as('POST', '/api/admin/reauth', { passkey: answer });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().fieldErrors.passkey).toBeDefined();
  });

  it('removes a passkey; without a second factor the password alone signs in', async () => {
    const owner = await signedInAdmin(t.app, db());
    const { added } = await addPasskey(t.app, owner.cookie);
    const id = added.json().status.passkeys[0].id;
    const as = asMember(t.app, owner.cookie);
    const removed = await as('DELETE', secondFactorPath(secondFactorPaths.passkey, id));
    expect(removed.statusCode).toBe(200);
    expect(removed.json().status).toMatchObject({ passkeys: [], recoveryCodesLeft: 0 });
    expect((await as('DELETE', secondFactorPath(secondFactorPaths.passkey, id))).statusCode).toBe(
      404,
    );
    expect((await signIn(t.app, owner.email, owner.password)).json().admin).toBeDefined();
  });
});

describe.each(testDatabaseKinds())('passkeys on an address browsers refuse, on %s', (kind) => {
  const t = useTestApp(kind, { env: { PUBLIC_URL: 'http://127.0.0.1:3999' } });

  it('says passkeys cannot work here rather than failing in the browser', async () => {
    const owner = await signedInAdmin(t.app, t.database.db);
    const as = asMember(t.app, owner.cookie);
    expect((await as('GET', secondFactorPaths.account)).json().passkeysAvailable).toBe(false);
    const options = await as('POST', secondFactorPaths.passkeyOptions);
    expect(options.statusCode).toBe(409);
    expect(options.json().message).toContain('domain name');
  });
});
