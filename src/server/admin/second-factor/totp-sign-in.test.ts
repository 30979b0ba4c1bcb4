import { eq, sql } from 'drizzle-orm';
import { generateSync } from 'otplib';
import { describe, expect, it } from 'vitest';
import { secondFactorPaths } from '../../../shared/admin/second-factor.ts';
import { adminAuditLog, adminChallenges, adminRecoveryCodes, adminTotp } from '../../db/schema.ts';
import { signIn, signedInAdmin } from '../../testing/admin-session.ts';
import {
  asMember,
  codeFor,
  cookieNamed,
  passwordStep,
  secondStep,
  setUpTotp,
} from '../../testing/second-factor.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';

describe.each(testDatabaseKinds())('authenticator app and recovery codes on %s', (kind) => {
  const t = useTestApp(kind);
  const db = () => t.database.db;
  const actions = async () =>
    (await db().select({ action: adminAuditLog.action }).from(adminAuditLog)).map((r) => r.action);

  it('sets up the app only once a code from it is right, and shows ten recovery codes once', async () => {
    const owner = await signedInAdmin(t.app, db());
    const as = asMember(t.app, owner.cookie);
    const setup = await as('POST', secondFactorPaths.totpSetup);
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUri, qrSvg } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect(qrSvg).toMatch(/^<svg/);
    expect((await as('GET', secondFactorPaths.account)).json()).toMatchObject({
      totp: false,
      recoveryCodesLeft: 0,
    });

    const wrong = await as('POST', secondFactorPaths.totp, { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors.code[0]).toContain('not right');
    const badShape = await as('POST', secondFactorPaths.totp, { code: '12ab' });
    expect(badShape.statusCode).toBe(400);
    expect(badShape.json().fieldErrors.code[0]).toContain('6-digit code');

    const confirmed = await as('POST', secondFactorPaths.totp, { code: codeFor(secret) });
    expect(confirmed.statusCode).toBe(200);
    const codes: string[] = confirmed.json().recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    expect(confirmed.json().status).toMatchObject({ totp: true, recoveryCodesLeft: 10 });
    // Only hashes are kept.
    const stored = await db().select().from(adminRecoveryCodes);
    expect(stored.map((row) => row.codeHash).join()).not.toContain(codes[0]?.replace('-', ''));
    expect(await actions()).toContain('second-factor.totp-added');
    expect((await as('GET', '/api/admin/session')).json().secondFactor).toEqual({
      enrolled: true,
      required: false,
    });
  });

  it('asks for the code after the password; the password alone opens no session', async () => {
    const owner = await signedInAdmin(t.app, db());
    const { secret } = await setUpTotp(t.app, owner.cookie);
    const response = await signIn(t.app, owner.email, owner.password);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      secondStep: { methods: ['totp'], expiresAt: expect.any(String) },
    });
    expect(String(response.headers['set-cookie'])).not.toMatch(/(^|,\s*)cm_admin=/);
    const step = cookieNamed(response.headers['set-cookie'], 'cm_admin_step');
    expect(step).toMatch(/^cm_admin_step=[\w-]{43}$/);
    // The step's cookie is not a session.
    const session = await t.app.inject({ url: '/api/admin/session', headers: { cookie: step } });
    expect(session.statusCode).toBe(401);

    const wrong = await secondStep(t.app, step, { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors.code).toBeDefined();
    // A phone one step ahead is fine; the code the set-up used is not (below).
    const right = await secondStep(t.app, step, { code: codeFor(secret, 1) });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({
      admin: { email: owner.email },
      secondFactor: { enrolled: true },
    });
    const cookie = cookieNamed(right.headers['set-cookie'], 'cm_admin');
    const signedIn = await t.app.inject({ url: '/api/admin/session', headers: { cookie } });
    expect(signedIn.statusCode).toBe(200);
    // The step is spent: its cookie cannot open a second session.
    expect((await secondStep(t.app, step, { code: codeFor(secret, 1) })).statusCode).toBe(401);
    const [audit] = await db()
      .select()
      .from(adminAuditLog)
      .where(
        sql`${adminAuditLog.action} = 'session.sign-in' and ${adminAuditLog.detail} is not null`,
      );
    expect(audit?.detail).toEqual({ secondFactor: 'totp' });
    expect(await actions()).toContain('session.second-factor-failed');
  });

  it('refuses a code used before, and takes a fresh code once when sent twice at once', async () => {
    const owner = await signedInAdmin(t.app, db());
    const { secret, usedCode } = await setUpTotp(t.app, owner.cookie);
    const step = await passwordStep(t.app, owner.email, owner.password);
    const replayed = await secondStep(t.app, step, { code: usedCode });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().message).toContain('already used');

    const [one, two] = [
      await passwordStep(t.app, owner.email, owner.password),
      await passwordStep(t.app, owner.email, owner.password),
    ];
    const nextStep = Math.floor(Date.now() / 30_000) + 1;
    const code = generateSync({ secret, epoch: nextStep * 30 });
    const answers = await Promise.all([
      secondStep(t.app, one ?? '', { code }),
      secondStep(t.app, two ?? '', { code }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    const [row] = await db().select().from(adminTotp);
    expect(row?.lastTimeStep).toBe(nextStep);
  });

  it('takes each recovery code once, and counts what is left', async () => {
    const owner = await signedInAdmin(t.app, db());
    const { recoveryCodes } = await setUpTotp(t.app, owner.cookie);
    const code = recoveryCodes[3] ?? '';
    const first = await passwordStep(t.app, owner.email, owner.password);
    // Typed in capitals with spaces, it still works.
    const used = await secondStep(t.app, first, { recoveryCode: ` ${code.toUpperCase()} ` });
    expect(used.statusCode).toBe(200);
    const cookie = cookieNamed(used.headers['set-cookie'], 'cm_admin');
    const status = await asMember(t.app, cookie)('GET', secondFactorPaths.account);
    expect(status.json().recoveryCodesLeft).toBe(9);

    const again = await passwordStep(t.app, owner.email, owner.password);
    const reused = await secondStep(t.app, again, { recoveryCode: code });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().fieldErrors.recoveryCode[0]).toContain('already used');

    // A new set replaces the old one.
    const renewed = await asMember(t.app, cookie)('POST', secondFactorPaths.recoveryCodes);
    expect(renewed.json().recoveryCodes).toHaveLength(10);
    const old = await secondStep(t.app, again, { recoveryCode: recoveryCodes[4] ?? '' });
    expect(old.statusCode).toBe(400);
    const fresh = await secondStep(t.app, again, { recoveryCode: renewed.json().recoveryCodes[0] });
    expect(fresh.statusCode).toBe(200);
    expect(await actions()).toContain('second-factor.recovery-codes-renewed');
  });

  it('ends the step after five wrong answers, which count as failed sign-ins', async () => {
    const owner = await signedInAdmin(t.app, db());
    const { secret } = await setUpTotp(t.app, owner.cookie);
    const step = await passwordStep(t.app, owner.email, owner.password);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await secondStep(t.app, step, { code: '000000' })).statusCode).toBe(400);
    }
    const late = await secondStep(t.app, step, { code: codeFor(secret, 1) });
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toContain('password again');
    // The guesses counted in the sign-in limits: the account waits before the next try.
    expect((await signIn(t.app, owner.email, owner.password)).statusCode).toBe(429);
  });

  it('ends the step when it expires, and refuses a step it never started', async () => {
    const owner = await signedInAdmin(t.app, db());
    const { secret } = await setUpTotp(t.app, owner.cookie);
    const next = await passwordStep(t.app, owner.email, owner.password);
    await db()
      .update(adminChallenges)
      .set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await secondStep(t.app, next, { code: codeFor(secret, 1) })).statusCode).toBe(401);
    // No step at all, or a made-up one.
    expect((await secondStep(t.app, '', { code: '123456' })).statusCode).toBe(401);
    expect(
      (await secondStep(t.app, `cm_admin_step=${'a'.repeat(43)}`, { code: '123456' })).statusCode,
    ).toBe(401);
  });

  it('refuses an answer that is none, or two, of the ways', async () => {
    const owner = await signedInAdmin(t.app, db());
    await setUpTotp(t.app, owner.cookie);
    const step = await passwordStep(t.app, owner.email, owner.password);
    for (const answer of [{}, { code: '123456', recoveryCode: 'abcde-fghij' }]) {
      const response = await secondStep(t.app, step, answer);
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors.code[0]).toContain('recovery code');
    }
  });

  it('confirms it is you with a code, once per code', async () => {
    const owner = await signedInAdmin(t.app, db());
    const { secret } = await setUpTotp(t.app, owner.cookie);
    const as = asMember(t.app, owner.cookie);
    const code = codeFor(secret, 1);
    const confirmed = await as('POST', '/api/admin/reauth', { code });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().checkedUntil).toEqual(expect.any(String));
    const replayed = await as('POST', '/api/admin/reauth', { code });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().fieldErrors.code).toBeDefined();
    // The password still works too, and an empty answer names the password.
    expect((await as('POST', '/api/admin/reauth', { password: owner.password })).statusCode).toBe(
      200,
    );
    const empty = await as('POST', '/api/admin/reauth', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('password');
  });

  it('turns the app off (a recent check first), and the password alone signs in again', async () => {
    const owner = await signedInAdmin(t.app, db());
    await setUpTotp(t.app, owner.cookie);
    const as = asMember(t.app, owner.cookie);
    await db().execute(sql`update admin_sessions set checked_at = now() - interval '11 minutes'`);
    const stale = await as('DELETE', secondFactorPaths.totp);
    expect(stale.statusCode).toBe(403);
    expect(stale.json().code).toBe('reauth_required');
    await as('POST', '/api/admin/reauth', { password: owner.password });
    const off = await as('DELETE', secondFactorPaths.totp);
    expect(off.statusCode).toBe(200);
    expect(off.json().status).toMatchObject({ totp: false, recoveryCodesLeft: 0 });
    expect(await db().select().from(adminRecoveryCodes)).toEqual([]);
    const response = await signIn(t.app, owner.email, owner.password);
    expect(response.json().admin.email).toBe(owner.email);
    expect(await actions()).toContain('second-factor.totp-removed');
    expect(
      await db().select().from(adminTotp).where(eq(adminTotp.adminId, owner.admin.id)),
    ).toEqual([]);
  });
});
