import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { licenceEvents, licences, releaseDownloadLinks } from '../db/schema.ts';
import { signedInAdmin } from '../testing/admin-session.ts';
import { captureLogs } from '../testing/log-capture.ts';
import { buyLicence, licenceCall } from '../testing/licences.ts';
import { libraryCall, libraryVisitor } from '../testing/library-client.ts';
import { pdfTextLines } from '../testing/pdf-text.ts';
import { publishFromPackage } from '../testing/releases.ts';
import { useTestApp } from '../testing/test-app.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';

describe.each(testDatabaseKinds())("the buyer's library on %s", (kind) => {
  const logs = captureLogs();
  const t = useTestApp(kind, {
    env: { LOG_LEVEL: 'info', LIBRARY_DOWNLOADS_PER_DAY: '2' },
    logStream: logs.stream,
  });
  const db = () => t.database.db;
  const { signIn, library } = libraryVisitor(t);
  const call = libraryCall;

  it("lists the buyer's purchase with its key masked, reveals it, and never another buyer's", async () => {
    const mine = await buyLicence(t.app, 'buyer@example.com');
    const theirs = await buyLicence(t.app, 'other@example.com');
    const cookie = await signIn('buyer@example.com');
    const view = await library(cookie);
    expect(view.purchases).toHaveLength(1);
    const [purchase] = view.purchases;
    expect(purchase).toMatchObject({
      reference: mine.view.order.reference,
      itemKind: 'bot',
      status: 'completed',
      amountCents: mine.view.order.amountCents,
      edition: null,
      licence: { revealable: true, status: 'active', machinesUsed: 0, machinesAllowed: 2 },
    });
    expect(purchase.licence.maskedKey).toBe(`CM-•••••-•••••-•••••-•••••-${mine.key.slice(-5)}`);
    expect(JSON.stringify(view)).not.toContain(mine.key);
    expect(view.updateMail).toEqual({ wanted: true });

    const reveal = await call(
      t.app,
      cookie,
      'GET',
      `/api/library/purchases/${purchase.reference}/licence-key`,
    );
    expect(reveal.statusCode).toBe(200);
    expect(reveal.json()).toEqual({ key: mine.key });
    expect(reveal.headers['cache-control']).toBe('no-store');
    expect(logs.text()).not.toContain(mine.key);

    const other = await call(
      t.app,
      cookie,
      'GET',
      `/api/library/purchases/${theirs.view.order.reference}/licence-key`,
    );
    expect(other.statusCode).toBe(404);
    expect(
      (await call(t.app, cookie, 'GET', '/api/library/purchases/nope/licence-key')).statusCode,
    ).toBe(400);
  });

  it('seals a key made before the library when its order page is opened; until then it says why', async () => {
    const bought = await buyLicence(t.app, 'buyer@example.com');
    await db().update(licences).set({ keyLibrarySealed: null });
    const cookie = await signIn('buyer@example.com');
    const reference = bought.view.order.reference;
    expect((await library(cookie)).purchases[0].licence.revealable).toBe(false);
    const refused = await call(
      t.app,
      cookie,
      'GET',
      `/api/library/purchases/${reference}/licence-key`,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/Open your order page/);

    await t.app.inject({ method: 'GET', url: `/api/orders/${bought.orderToken}` });
    const reveal = await call(
      t.app,
      cookie,
      'GET',
      `/api/library/purchases/${reference}/licence-key`,
    );
    expect(reveal.json()).toEqual({ key: bought.key });
  });

  it("deactivates the buyer's own machine, and not another buyer's", async () => {
    const mine = await buyLicence(t.app, 'buyer@example.com');
    const theirs = await buyLicence(t.app, 'other@example.com');
    await licenceCall(t.app, 'activate', {
      key: mine.key,
      fingerprint: 'my-machine-01',
      name: 'VPS Frankfurt',
    });
    await licenceCall(t.app, 'activate', {
      key: theirs.key,
      fingerprint: 'their-machine-01',
      name: 'Their box',
    });
    const cookie = await signIn('buyer@example.com');

    const view = await library(cookie);
    expect(view.purchases[0].licence.machines).toEqual([
      expect.objectContaining({
        name: 'VPS Frankfurt',
        fingerprint: 'my-machine-01',
        active: true,
      }),
    ]);
    // Another buyer's order, or their machine's fingerprint under mine: not found, nothing changes.
    const foreign = await call(
      t.app,
      cookie,
      'POST',
      `/api/library/purchases/${theirs.view.order.reference}/machines/deactivate`,
      { fingerprint: 'their-machine-01' },
    );
    expect(foreign.statusCode).toBe(404);
    const crossed = await call(
      t.app,
      cookie,
      'POST',
      `/api/library/purchases/${mine.view.order.reference}/machines/deactivate`,
      { fingerprint: 'their-machine-01' },
    );
    expect(crossed.statusCode).toBe(404);
    const stillThere = await licenceCall(t.app, 'validate', {
      key: theirs.key,
      fingerprint: 'their-machine-01',
    });
    expect(stillThere.json().valid).toBe(true);

    const own = await call(
      t.app,
      cookie,
      'POST',
      `/api/library/purchases/${mine.view.order.reference}/machines/deactivate`,
      { fingerprint: 'my-machine-01' },
    );
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ deactivated: true, machinesUsed: 0, machinesAllowed: 2 });
    const gone = await licenceCall(t.app, 'validate', {
      key: mine.key,
      fingerprint: 'my-machine-01',
    });
    expect(gone.json()).toMatchObject({ valid: false, code: 'machine_deactivated' });
    const events = await db()
      .select()
      .from(licenceEvents)
      .where(eq(licenceEvents.kind, 'deactivated'));
    expect(events).toEqual([
      expect.objectContaining({ actor: 'buyer', machineName: 'VPS Frankfurt' }),
    ]);
    const bad = await call(
      t.app,
      cookie,
      'POST',
      `/api/library/purchases/${mine.view.order.reference}/machines/deactivate`,
      { fingerprint: 'x' },
    );
    expect(bad.statusCode).toBe(400);
  });

  it('gives a fresh counted link to the latest release each time, up to the daily limit', async () => {
    const admin = await signedInAdmin(t.app, db());
    const published = await publishFromPackage(t.app, admin.cookie, {
      version: '1.2.0',
      changelog: '## 1.2.0\n\n- Binance API v4',
    });
    expect(published.statusCode).toBe(201);
    const bought = await buyLicence(t.app, 'buyer@example.com');
    const cookie = await signIn('buyer@example.com');
    const view = await library(cookie);
    expect(view.releases).toEqual([
      expect.objectContaining({ version: '1.2.0', changelog: '## 1.2.0\n\n- Binance API v4' }),
    ]);
    expect(view.downloads).toEqual({ perDay: 2, leftToday: 2 });

    const url = `/api/library/purchases/${bought.view.order.reference}/download-latest`;
    const first = await call(t.app, cookie, 'POST', url);
    const second = await call(t.app, cookie, 'POST', url);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ version: '1.2.0', leftToday: 1 });
    expect(second.json()).toMatchObject({ version: '1.2.0', leftToday: 0 });
    expect(first.json().url).not.toBe(second.json().url);
    const links = await db().select().from(releaseDownloadLinks);
    expect(links.map((link) => link.purpose)).toEqual(['library', 'library']);

    // The buyer's own copy: the release with their licence file spliced in, the hash named.
    const file = await t.app.inject({ method: 'GET', url: first.json().url });
    expect(file.statusCode).toBe(200);
    const copySha256 = createHash('sha256').update(file.rawPayload).digest('hex');
    expect(copySha256).toBe(first.json().sha256);
    expect(copySha256).not.toBe(published.json().release.sha256);
    expect(file.rawPayload.includes(Buffer.from('cryptomaton/licence.json'))).toBe(true);
    const third = await call(t.app, cookie, 'POST', url);
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toMatch(/today's 2 downloads/);
    expect((await library(cookie)).downloads.leftToday).toBe(0);
  });

  it('keeps the update-mail preference of the signed-in address', async () => {
    await buyLicence(t.app, 'buyer@example.com');
    const cookie = await signIn('buyer@example.com');
    const off = await call(t.app, cookie, 'PUT', '/api/library/update-mail', { wanted: false });
    expect(off.json()).toEqual({ wanted: false });
    expect((await library(cookie)).updateMail).toEqual({ wanted: false });
    const bad = await call(t.app, cookie, 'PUT', '/api/library/update-mail', { wanted: 'no' });
    expect(bad.statusCode).toBe(400);
  });

  it("serves the purchase's invoice and saves its billing details, never another buyer's", async () => {
    const { view } = await buyLicence(t.app, 'billing@example.com');
    await buyLicence(t.app, 'other-billing@example.com');
    const cookie = await signIn('billing@example.com', '203.0.113.40');
    const [purchase] = (await library(cookie)).purchases;
    expect(purchase).toMatchObject({
      invoiceNumber: view.order.invoiceNumber,
      invoiceUrl: `/api/library/purchases/${purchase.reference}/invoice.pdf`,
      creditNotes: [],
      billing: null,
    });

    const saved = await call(
      t.app,
      cookie,
      'POST',
      `/api/library/purchases/${purchase.reference}/billing`,
      {
        company: 'Babbage & Co',
        vatNumber: 'DE123456789',
      },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const pdf = await call(t.app, cookie, 'GET', purchase.invoiceUrl);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toBe('private, no-store');
    expect(await pdfTextLines(pdf.rawPayload)).toEqual(
      expect.arrayContaining([
        `Invoice ${view.order.invoiceNumber}`,
        'Babbage & Co',
        'VAT number: DE123456789',
      ]),
    );
    expect((await library(cookie)).purchases[0].billing).toMatchObject({ company: 'Babbage & Co' });

    const other = (await library(await signIn('other-billing@example.com', '203.0.113.41')))
      .purchases[0];
    for (const url of [
      `/api/library/purchases/${other.reference}/invoice.pdf`,
      `/api/library/purchases/${other.reference}/credit-note.pdf`,
    ]) {
      expect((await call(t.app, cookie, 'GET', url)).statusCode).toBe(404);
    }
    const foreign = await call(
      t.app,
      cookie,
      'POST',
      `/api/library/purchases/${other.reference}/billing`,
      {
        name: 'Mallory',
      },
    );
    expect(foreign.statusCode).toBe(404);
    expect((await call(t.app, undefined, 'GET', purchase.invoiceUrl)).statusCode).toBe(401);
  });
});
