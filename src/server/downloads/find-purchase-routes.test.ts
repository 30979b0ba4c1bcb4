import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FIND_PURCHASE_ANSWER } from '../../shared/delivery.ts';
import { FRESH_LINK_TERMS } from '../../shared/link-terms.ts';
import { findPurchaseLimits } from '../../shared/site-config.ts';
import { hashToken } from '../crypto/tokens.ts';
import { openDatabase } from '../db/client.ts';
import { outbox, purchaseRecoveries } from '../db/schema.ts';
import { insertArtCollection } from '../testing/art-fixtures.ts';
import { captureLogs } from '../testing/log-capture.ts';
import {
  buyWithTestCard,
  payWithTestCard,
  startArtCheckout,
  viewOrder,
} from '../testing/purchase.ts';
import { createTestApp, type TestApp, useTestApp } from '../testing/test-app.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';

const CAP = findPurchaseLimits.mailsPerAddressPerHour;

const ask = (app: FastifyInstance, email: string, ip = '203.0.113.1') =>
  app.inject({ method: 'POST', url: '/api/find-purchase', payload: { email }, remoteAddress: ip });

/** The single-use token in the newest "find my purchase" mail to this address. */
async function recoveryTokenIn(testApp: TestApp, to: string): Promise<string> {
  const mails = await testApp.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, 'find-purchase'), eq(outbox.toAddress, to)))
    .orderBy(outbox.id);
  const token = /\/find-purchase\/([\w-]{43})\b/.exec(mails.at(-1)?.textBody ?? '')?.[1];
  if (!token) throw new Error(`no find-my-purchase mail to ${to}`);
  return token;
}

const openLink = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: `/find-purchase/${token}` });
/** The page's button: a plain form post, as a browser without scripts sends it. */
const pressButton = (app: FastifyInstance, token: string) =>
  app.inject({
    method: 'POST',
    url: `/find-purchase/${token}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://shop.test' },
    payload: '',
  });
/** The download file paths a page lists (a link's page path plus `/file`). */
const downloadPathsIn = (html: string) =>
  [...html.matchAll(/href="(\/download\/[\w-]{43})"/g)].map((match) => `${match[1]}/file`);
const fetchFile = (app: FastifyInstance, path: string) =>
  app.inject({ method: 'GET', url: path }).then((response) => response.statusCode);

describe.each(testDatabaseKinds())('find my purchase on %s', (kind) => {
  const logs = captureLogs();
  const t = useTestApp(kind, { env: { LOG_LEVEL: 'info' }, logStream: logs.stream });
  const db = () => t.database.db;
  const mailsTo = (to: string) =>
    db()
      .select()
      .from(outbox)
      .where(sql`lower(${outbox.toAddress}) = ${to} and ${outbox.kind} <> 'receipt'`);

  it('answers a known and an unknown address identically, and mails only the buyer a single-use link', async () => {
    await buyWithTestCard(t.app, 'Buyer@Example.com');
    const known = await ask(t.app, 'buyer@example.com');
    const unknown = await ask(t.app, 'stranger@example.com', '203.0.113.2');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ message: FIND_PURCHASE_ANSWER });

    const mails = await db().select().from(outbox).where(eq(outbox.kind, 'find-purchase'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      toAddress: 'Buyer@Example.com',
      subject: 'Fresh download links for your Cryptomaton purchases',
    });
    expect(mails[0]?.textBody).toContain('the trading bot, digital collectibles, or both');
    // It does not know yet what was bought, so it gives the bot's and the art's terms.
    expect(mails[0]?.textBody).toContain(FRESH_LINK_TERMS);
    expect(mails[0]?.textBody).toContain(
      'Your current download links keep working until you use it',
    );
    // Only the token's hash is kept, for the address that bought; the stranger left no trace.
    const token = await recoveryTokenIn(t, 'Buyer@Example.com');
    expect(mails[0]?.htmlBody).toContain(`href="http://shop.test/find-purchase/${token}"`);
    const stored = await db().select().from(purchaseRecoveries);
    expect(stored).toEqual([
      expect.objectContaining({
        email: 'buyer@example.com',
        tokenHash: hashToken(token),
        usedAt: null,
      }),
    ]);
    const hours = (stored[0]!.expiresAt.getTime() - stored[0]!.createdAt.getTime()) / 3_600_000;
    expect(hours).toBe(findPurchaseLimits.recoveryLinkHours);
  });

  it("leaves the buyer's working link working when anyone asks", async () => {
    const bought = await buyWithTestCard(t.app, 'buyer@example.com');
    await ask(t.app, 'buyer@example.com', '198.51.100.1');
    await ask(t.app, 'buyer@example.com', '198.51.100.2');
    expect(await fetchFile(t.app, bought.downloadPath)).toBe(200);
    expect((await viewOrder(t.app, bought.orderToken)).order.download?.url).toBe(
      bought.downloadPath,
    );
  });

  it('shows a page with a button that changes nothing; the button issues fresh links and ends the old', async () => {
    const bought = await buyWithTestCard(t.app, 'buyer@example.com');
    await ask(t.app, 'buyer@example.com');
    const token = await recoveryTokenIn(t, 'buyer@example.com');

    // A mail scanner or a person opening the link: the page, twice, and the old link still works.
    for (let n = 0; n < 2; n += 1) {
      const opened = await openLink(t.app, token);
      expect(opened.statusCode).toBe(200);
      expect(opened.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(opened.headers['cache-control']).toBe('no-store');
      // Not no-referrer: its form must carry the page's origin, or the cross-site guard refuses it.
      expect(opened.headers['referrer-policy']).toBe('same-origin');
      expect(opened.headers['content-security-policy']).toContain("script-src 'self'");
      expect(opened.body).toContain('<h1>Get your fresh download links</h1>');
      expect(opened.body).toContain(FRESH_LINK_TERMS);
      expect(opened.body).toContain(`<form method="post" action="/find-purchase/${token}">`);
      expect(opened.body).toContain(
        '<button type="submit" class="button">Get my fresh download links</button>',
      );
      expect(opened.body).not.toContain('<script');
    }
    expect(await fetchFile(t.app, bought.downloadPath)).toBe(200);

    const confirmed = await pressButton(t.app, token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('<h1>Your fresh download links</h1>');
    const [fresh, ...more] = downloadPathsIn(confirmed.body);
    expect(more).toEqual([]);
    expect(fresh).not.toBe(bought.downloadPath);
    expect(await fetchFile(t.app, fresh!)).toBe(200);
    expect(await fetchFile(t.app, bought.downloadPath)).toBe(303);
    expect((await viewOrder(t.app, bought.orderToken)).order.download?.url).toBe(fresh);
    // Mailed too, as today's "as requested" receipt, so it is kept and on the order's timeline.
    const [receipt] = await db().select().from(outbox).where(eq(outbox.kind, 'download-link'));
    expect(receipt?.subject).toMatch(/fresh/);
    expect(receipt?.orderId).not.toBeNull();
    expect(receipt?.textBody).toContain(fresh!.replace(/\/file$/, ''));
  });

  it('refuses a second use, an expired link and an unknown one, with a page that says why', async () => {
    await buyWithTestCard(t.app, 'buyer@example.com');
    await ask(t.app, 'buyer@example.com', '198.51.100.1');
    const used = await recoveryTokenIn(t, 'buyer@example.com');
    const [fresh] = downloadPathsIn((await pressButton(t.app, used)).body);

    for (const again of [await pressButton(t.app, used), await openLink(t.app, used)]) {
      expect(again.statusCode).toBe(410);
      expect(again.body).toContain('<h1>This link has already been used</h1>');
      expect(again.body).toContain('href="/support#find-purchase"');
      expect(again.body).toContain('href="/support"');
    }
    // The second press issued nothing: the links it gave out the first time still work.
    expect(await fetchFile(t.app, fresh!)).toBe(200);
    expect(await db().select().from(outbox).where(eq(outbox.kind, 'download-link'))).toHaveLength(
      1,
    );

    await ask(t.app, 'buyer@example.com', '198.51.100.2');
    const expired = await recoveryTokenIn(t, 'buyer@example.com');
    await db()
      .update(purchaseRecoveries)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(purchaseRecoveries.tokenHash, hashToken(expired)));
    for (const late of [await openLink(t.app, expired), await pressButton(t.app, expired)]) {
      expect(late.statusCode).toBe(410);
      expect(late.body).toContain('<h1>This link has expired</h1>');
      expect(late.body).toContain('href="/support#find-purchase"');
    }
    expect(await fetchFile(t.app, fresh!)).toBe(200);

    for (const token of [randomBytes(32).toString('base64url'), 'not-a-token', 'x'.repeat(90)]) {
      for (const unknown of [await openLink(t.app, token), await pressButton(t.app, token)]) {
        expect(unknown.statusCode).toBe(404);
        expect(unknown.body).toContain('<h1>We do not recognise this link</h1>');
      }
    }
  });

  it('mails an address at most three times an hour, with the same answer each time', async () => {
    await buyWithTestCard(t.app, 'buyer@example.com');
    for (let n = 1; n <= CAP + 1; n += 1) {
      const response = await ask(t.app, 'buyer@example.com', `203.0.113.${n}`);
      expect(response.json()).toEqual({ message: FIND_PURCHASE_ANSWER });
    }
    expect(await mailsTo('buyer@example.com')).toHaveLength(CAP);
  });

  it('queues exactly three mails for 16 parallel requests from 16 addresses', async () => {
    await buyWithTestCard(t.app, 'buyer@example.com');
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, n) => ask(t.app, 'BUYER@example.com', `198.51.100.${n + 1}`)),
    );
    expect(new Set(answers.map((answer) => `${answer.statusCode} ${answer.body}`)).size).toBe(1);
    expect(await mailsTo('buyer@example.com')).toHaveLength(CAP);
    expect(await db().select().from(purchaseRecoveries)).toHaveLength(CAP);
  });

  it('covers art: one link gives a fresh link for the bot and for an art piece', async () => {
    const bot = await buyWithTestCard(t.app, 'collector@example.com');
    const piece = await insertArtCollection(db(), { name: 'Cosmic Drift' });
    const checkout = (await startArtCheckout(t.app, piece.id, 'collector@example.com')).json();
    expect((await payWithTestCard(t.app, checkout.clientSecret)).statusCode).toBe(200);
    await ask(t.app, 'collector@example.com', '198.51.100.9');

    const page = (await pressButton(t.app, await recoveryTokenIn(t, 'collector@example.com'))).body;
    expect(page).toContain('<strong>Algorithm Zip</strong> (Cryptomaton trading bot)');
    expect(page).toContain('<strong>Cosmic Drift</strong> (digital collectible)');
    const fresh = downloadPathsIn(page);
    expect(fresh).toHaveLength(2);
    for (const path of fresh) expect(await fetchFile(t.app, path)).toBe(200);
    expect(await fetchFile(t.app, bot.downloadPath)).toBe(303);
    const subjects = (await db().select().from(outbox).where(eq(outbox.kind, 'download-link'))).map(
      (mail) => mail.subject,
    );
    expect(subjects.sort()).toEqual([
      'Your fresh Cosmic Drift download link, as requested',
      'Your fresh Cryptomaton download link, as requested',
    ]);
  });

  it('never writes a whole token to the logs', async () => {
    const bought = await buyWithTestCard(t.app, 'buyer@example.com');
    await ask(t.app, 'buyer@example.com');
    const token = await recoveryTokenIn(t, 'buyer@example.com');
    await openLink(t.app, token);
    const [fresh] = downloadPathsIn((await pressButton(t.app, token)).body);
    await pressButton(t.app, token);
    const logged = logs.text();
    expect(logged).toContain(`/find-purchase/${token.slice(0, 6)}…`);
    expect(logged).toContain('find my purchase: fresh links issued');
    for (const secret of [token, bought.orderToken, fresh!.split('/')[2]!]) {
      expect(logged).not.toContain(secret);
    }
  });

  it('limits each client, and checks the address like every form', async () => {
    for (let n = 0; n < 5; n += 1)
      expect((await ask(t.app, `p${n}@example.com`)).statusCode).toBe(202);
    expect((await ask(t.app, 'p6@example.com')).statusCode).toBe(429);
    const list = await ask(t.app, 'a@example.com,b@example.com', '198.51.100.1');
    expect(list.statusCode).toBe(400);
    expect(list.json().fieldErrors.email).toEqual(['Please enter one email address only.']);
  });
});

describe.each(testDatabaseKinds())('find my purchase across two app instances on %s', (kind) => {
  const processes: TestApp[] = [];
  beforeEach(async () => {
    const first = await createTestApp(kind);
    // On PostgreSQL the second process has connections of its own; PGlite is one process's.
    const url = (first.database as { url?: string }).url;
    const database = url ? await openDatabase({ kind: 'postgres', url }) : first.database;
    processes.push(first, await createTestApp(kind, { database }));
  }, 120_000);
  afterEach(async () => {
    for (const testApp of processes.splice(0).reverse()) await testApp.app.close();
  });

  it('queues exactly three mails for 16 parallel requests from 16 addresses', async () => {
    const [a, b] = processes as [TestApp, TestApp];
    const bought = await buyWithTestCard(a.app, 'buyer@example.com');
    await Promise.all(
      Array.from({ length: 16 }, (_, n) =>
        ask((n % 2 ? a : b).app, 'buyer@example.com', `198.51.100.${n + 1}`),
      ),
    );
    const mails = await a.database.db.select().from(outbox).where(eq(outbox.kind, 'find-purchase'));
    expect(mails).toHaveLength(CAP);
    // Nothing was revoked: the buyer's link still works from either process.
    expect(await fetchFile(b.app, bought.downloadPath)).toBe(200);
  });
});
