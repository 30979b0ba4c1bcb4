import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signInLimits } from '../../shared/site-config.ts';
import { openDatabase } from '../db/client.ts';
import { adminLoginFailures } from '../db/schema.ts';
import { createTestAdmin } from '../testing/admin-session.ts';
import { captureLogs } from '../testing/log-capture.ts';
import { counterEnv, testCounterKinds } from '../testing/test-counters.ts';
import { appInHooks, createTestApp, type TestApp, useTestApp } from '../testing/test-app.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';

const WRONG = 'wrong password!';
const ACCOUNT_WIDE = signInLimits.perAccount.max;
const PER_ADDRESS = signInLimits.perAccountAndClient.max;

/** A sign-in from a client address, with the cookies a browser would send. */
function attempt(
  app: FastifyInstance,
  email: string,
  password: string,
  from: string,
  cookie?: string,
) {
  return app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { email, password },
    remoteAddress: from,
    ...(cookie ? { headers: { cookie } } : {}),
  });
}

/** The known-device cookie a successful sign-in sets, as a `cookie` request header. */
function deviceCookie(setCookie: string | string[] | undefined): string {
  const cookie = [setCookie].flat().find((value) => value?.startsWith('cm_admin_device='));
  if (!cookie) throw new Error('no known-device cookie was set');
  return cookie.split(';')[0] ?? '';
}

/** Strangers guessing one account from `count` addresses of their own, all at once. */
async function strangersGuess(app: FastifyInstance, email: string, count: number) {
  const responses = await Promise.all(
    Array.from({ length: count }, (_, n) => attempt(app, email, WRONG, `198.51.100.${n + 1}`)),
  );
  return statusCounts(responses.map((response) => response.statusCode));
}

function statusCounts(statuses: number[]) {
  return {
    checked: statuses.filter((status) => status === 401).length,
    refused: statuses.filter((status) => status === 429).length,
  };
}

describe.each(testDatabaseKinds())('sign-in limits on %s', (kind) => {
  describe.each(testCounterKinds())('counted in %s', (counters) => {
    // Without REDIS_URL (memory) the attempts are counted in the database. Each test counts
    // under a Redis key prefix of its own, as it has a database of its own.
    const t = appInHooks('each', () => createTestApp(kind, { env: counterEnv(counters) }));
    const db = () => t.database.db;

    it('checks no more passwords than the account-wide limit when 30 addresses guess at once', async () => {
      const { email, password } = await createTestAdmin(db());
      expect(await strangersGuess(t.app, email, 30)).toEqual({
        checked: ACCOUNT_WIDE,
        refused: 30 - ACCOUNT_WIDE,
      });
      // Further guesses, even the right password, are refused unchecked and told when to retry.
      const refused = await attempt(t.app, email, password, '192.0.2.77');
      expect(refused.statusCode).toBe(429);
      const wait = Number(refused.headers['retry-after']);
      expect(wait).toBeGreaterThan(signInLimits.perAccount.windowSeconds - 60);
      expect(wait).toBeLessThanOrEqual(signInLimits.perAccount.windowSeconds);
      expect(refused.json()).toEqual({
        error: 'Too Many Requests',
        message: `Too many sign-in attempts. Please wait ${Math.ceil(wait / 60)} minutes and try again.`,
      });
      // With Redis the database counts nothing; without, it holds every attempt it let through.
      const rows = await db().select().from(adminLoginFailures);
      expect(rows).toHaveLength(counters === 'redis' ? 0 : ACCOUNT_WIDE * 3);
    });

    it("lets the owner in from a known device while strangers' guesses fill the account-wide limit", async () => {
      const { email, password } = await createTestAdmin(db());
      const home = '203.0.113.7';
      const known = deviceCookie(
        (await attempt(t.app, email, password, home)).headers['set-cookie'],
      );

      expect((await strangersGuess(t.app, email, 30)).checked).toBe(ACCOUNT_WIDE);
      // A new browser is slowed by the full account-wide window, even at the owner's address…
      expect((await attempt(t.app, email, password, home)).statusCode).toBe(429);
      expect((await attempt(t.app, email, password, '192.0.2.8')).statusCode).toBe(429);
      // …but the browser the owner signed in from before gets in, at home and elsewhere.
      expect((await attempt(t.app, email, password, home, known)).statusCode).toBe(200);
      expect((await attempt(t.app, email, password, '192.0.2.9', known)).statusCode).toBe(200);
    });

    it('gives a known device a window of its own, and no other account a way past its limit', async () => {
      const { email, password } = await createTestAdmin(db());
      const other = await createTestAdmin(db(), 'other@example.com');
      const known = deviceCookie(
        (await attempt(t.app, email, password, '203.0.113.7')).headers['set-cookie'],
      );
      const elsewhere = deviceCookie(
        (await attempt(t.app, other.email, other.password, '203.0.113.8')).headers['set-cookie'],
      );

      // A copied cookie guesses no faster than an address: its own window fills after five.
      const guesses = await Promise.all(
        Array.from({ length: 8 }, (_, n) =>
          attempt(t.app, email, WRONG, `192.0.2.${n + 1}`, known),
        ),
      );
      expect(statusCounts(guesses.map((r) => r.statusCode))).toEqual({
        checked: signInLimits.perKnownDevice.max,
        refused: 8 - signInLimits.perKnownDevice.max,
      });
      expect((await attempt(t.app, email, password, '203.0.113.7', known)).statusCode).toBe(429);

      // Another account's device, or a made-up cookie, is an unknown device: the account-wide
      // limit (filled here by strangers) applies to it.
      expect((await strangersGuess(t.app, other.email, 30)).checked).toBe(ACCOUNT_WIDE);
      const forged = `cm_admin_device=${'A'.repeat(43)}`;
      expect(
        (await attempt(t.app, other.email, other.password, '192.0.2.50', known)).statusCode,
      ).toBe(429);
      expect(
        (await attempt(t.app, other.email, other.password, '192.0.2.51', forged)).statusCode,
      ).toBe(429);
      expect(
        (await attempt(t.app, other.email, other.password, '192.0.2.52', elsewhere)).statusCode,
      ).toBe(200);
    });

    it('stops one address after five guesses at an account while another may still try', async () => {
      const { email, password } = await createTestAdmin(db());
      for (let n = 0; n < PER_ADDRESS; n += 1) {
        expect((await attempt(t.app, email, WRONG, '192.0.2.1')).statusCode).toBe(401);
      }
      expect((await attempt(t.app, email, password, '192.0.2.1')).statusCode).toBe(429);
      expect((await attempt(t.app, email, password, '192.0.2.2')).statusCode).toBe(200);
    });

    it('answers an unknown account exactly as a known one, and limits it alike', async () => {
      const known = await createTestAdmin(db());
      const [real, unknown] = await Promise.all([
        strangersGuess(t.app, known.email, 12),
        strangersGuess(t.app, 'nobody@example.com', 12),
      ]);
      expect(unknown).toEqual(real);
      expect(real).toEqual({ checked: ACCOUNT_WIDE, refused: 12 - ACCOUNT_WIDE });
    });
  });

  describe.each(testCounterKinds())(
    'across two app instances on one database, in %s',
    (counters) => {
      const processes: TestApp[] = [];
      beforeEach(async () => {
        // Behind one proxy (loopback), as the shop's processes are: each client by X-Forwarded-For.
        const env = { ...counterEnv(counters), TRUST_PROXY: 'loopback' };
        const first = await createTestApp(kind, { env });
        // On PostgreSQL the second process has connections of its own; PGlite is one process's.
        const url = (first.database as { url?: string }).url;
        const database = url ? await openDatabase({ kind: 'postgres', url }) : first.database;
        processes.push(first, await createTestApp(kind, { env, database }));
      }, 120_000);
      afterEach(async () => {
        for (const testApp of processes.splice(0).reverse()) await testApp.app.close();
      });

      it('checks no more passwords than the account-wide limit when 30 addresses guess at once', async () => {
        const { email } = await createTestAdmin(processes[0]!.database.db);
        const responses = await Promise.all(
          Array.from({ length: 30 }, (_, n) =>
            processes[n % 2]!.app.inject({
              method: 'POST',
              url: '/api/admin/login',
              payload: { email, password: WRONG },
              headers: { 'x-forwarded-for': `198.51.100.${n + 1}` },
            }),
          ),
        );
        expect(statusCounts(responses.map((response) => response.statusCode))).toEqual({
          checked: ACCOUNT_WIDE,
          refused: 30 - ACCOUNT_WIDE,
        });
      });
    },
  );

  describe('when Redis cannot be reached', () => {
    const logs = captureLogs();
    // Nothing listens on port 1: the connection is refused at once.
    const t = useTestApp(kind, {
      env: { REDIS_URL: 'redis://127.0.0.1:1', LOG_LEVEL: 'warn' },
      logStream: logs.stream,
    });

    it('counts sign-in attempts in the database instead of letting them through', async () => {
      const { email } = await createTestAdmin(t.database.db);
      expect(await strangersGuess(t.app, email, 30)).toEqual({
        checked: ACCOUNT_WIDE,
        refused: 30 - ACCOUNT_WIDE,
      });
      expect(logs.text()).toContain('sign-in attempts counted in the database');
    });
  });
});
