import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LIBRARY_SIGN_IN_ANSWER, libraryLimits } from '../../shared/library.ts';
import { hashToken } from '../crypto/tokens.ts';
import { librarySessions, librarySignIns, outbox } from '../db/schema.ts';
import { sessionCookieHeader } from '../testing/admin-session.ts';
import { captureLogs } from '../testing/log-capture.ts';
import { buyLicence } from '../testing/licences.ts';
import {
  askForLibraryLink,
  libraryCall,
  libraryVisitor,
  pressSignInButton,
} from '../testing/library-client.ts';
import { useTestApp } from '../testing/test-app.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';

describe.each(testDatabaseKinds())("signing in to the buyer's library on %s", (kind) => {
  const logs = captureLogs();
  const t = useTestApp(kind, { env: { LOG_LEVEL: 'info' }, logStream: logs.stream });
  const db = () => t.database.db;
  const { signInToken, signIn, library } = libraryVisitor(t);
  const ask = askForLibraryLink;
  const pressButton = pressSignInButton;
  const call = libraryCall;

  it('answers every address alike, mails only a buyer, and the link signs in once, by POST only', async () => {
    await buyLicence(t.app, 'Buyer@Example.com');
    const known = await ask(t.app, 'buyer@example.com');
    const unknown = await ask(t.app, 'stranger@example.com', '203.0.113.2');
    expect([known.statusCode, unknown.statusCode]).toEqual([202, 202]);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ message: LIBRARY_SIGN_IN_ANSWER });
    const mails = await db().select().from(outbox).where(eq(outbox.kind, 'library-sign-in'));
    expect(mails.map((mail) => mail.toAddress)).toEqual(['Buyer@Example.com']);

    const token = await signInToken('Buyer@Example.com');
    const [stored] = await db().select().from(librarySignIns);
    expect(stored?.tokenHash).toBe(hashToken(token));
    const minutes = (stored!.expiresAt.getTime() - stored!.createdAt.getTime()) / 60_000;
    expect(minutes).toBe(libraryLimits.signInLinkMinutes);

    // A mail scanner fetching the link signs nobody in and uses nothing up.
    for (let n = 0; n < 2; n += 1) {
      const page = await t.app.inject({ method: 'GET', url: `/library/sign-in/${token}` });
      expect(page.statusCode).toBe(200);
      expect(page.headers['set-cookie']).toBeUndefined();
      expect(page.body).toContain('<button type="submit" class="button">Open my library</button>');
    }
    const pressed = await pressButton(t.app, token);
    expect(pressed.statusCode).toBe(303);
    expect(pressed.headers.location).toBe('/library');
    const setCookie = String(pressed.headers['set-cookie']);
    expect(setCookie).toMatch(/^cm_library=[\w-]{43};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    // Only the session token's hash is kept, for the address as lower case.
    const cookie = sessionCookieHeader(pressed.headers['set-cookie']);
    const [session] = await db().select().from(librarySessions);
    expect(session).toMatchObject({
      email: 'buyer@example.com',
      tokenHash: hashToken(cookie.split('=')[1]!),
    });
    expect((await library(cookie)).email).toBe('buyer@example.com');

    const again = await pressButton(t.app, token);
    expect(again.statusCode).toBe(410);
    expect(again.headers['set-cookie']).toBeUndefined();
    // The admin area knows nothing of a library session.
    const admin = await call(t.app, cookie, 'GET', '/api/admin/session');
    expect(admin.statusCode).toBe(401);
    // No log line carries the link's token or the session's.
    expect(logs.text()).not.toContain(token);
    expect(logs.text()).not.toContain(cookie.split('=')[1]);
  });

  it('refuses an expired or unknown link, and mails an address at most a few times an hour', async () => {
    await buyLicence(t.app, 'buyer@example.com');
    await ask(t.app, 'buyer@example.com');
    const token = await signInToken('buyer@example.com');
    await db()
      .update(librarySignIns)
      .set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await pressButton(t.app, token)).statusCode).toBe(410);
    expect((await pressButton(t.app, 'x'.repeat(43))).statusCode).toBe(404);

    // Parallel requests from many clients: the address's lock lets only the cap through.
    await Promise.all(
      Array.from({ length: 6 }, (_, n) => ask(t.app, 'buyer@example.com', `198.51.100.${n + 1}`)),
    );
    const mails = await db().select().from(outbox).where(eq(outbox.kind, 'library-sign-in'));
    expect(mails).toHaveLength(libraryLimits.mailsPerAddressPerHour);
  });

  it('limits sign-in requests per client', async () => {
    const answers = [];
    for (let n = 0; n < 6; n += 1) answers.push((await ask(t.app, `a${n}@example.com`)).statusCode);
    expect(answers).toEqual([202, 202, 202, 202, 202, 429]);
  });

  it('answers every library call 401 without a session, and after sign-out', async () => {
    const calls: [method: 'GET' | 'POST' | 'PUT', url: string, payload?: object][] = [
      ['GET', '/api/library'],
      ['GET', '/api/library/purchases/CM-0123456789/licence-key'],
      [
        'POST',
        '/api/library/purchases/CM-0123456789/machines/deactivate',
        { fingerprint: 'machine-0001' },
      ],
      ['POST', '/api/library/purchases/CM-0123456789/download-latest'],
      ['GET', '/api/library/purchases/CM-0123456789/certificate'],
      ['PUT', '/api/library/update-mail', { wanted: false }],
      ['POST', '/api/library/sign-out'],
    ];
    for (const [method, url, payload] of calls) {
      expect((await call(t.app, undefined, method, url, payload)).statusCode, url).toBe(401);
      expect(
        (await call(t.app, 'cm_library=' + 'x'.repeat(43), method, url, payload)).statusCode,
      ).toBe(401);
    }
    await buyLicence(t.app, 'buyer@example.com');
    const cookie = await signIn('buyer@example.com');
    const out = await call(t.app, cookie, 'POST', '/api/library/sign-out');
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/^cm_library=;/);
    expect((await call(t.app, cookie, 'GET', '/api/library')).statusCode).toBe(401);
  });
});
