import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { disputes, licences, outbox } from '../db/schema.ts';
import { adminCall, orderIdOf } from '../testing/admin-requests.ts';
import { signedInAdmin } from '../testing/admin-session.ts';
import { downloadInFull } from '../testing/downloads.ts';
import { buyWithTestCard, startCheckout, viewOrder } from '../testing/purchase.ts';
import { useTestApp } from '../testing/test-app.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0';
const BUYER_ADDRESS = '198.51.100.23';

/** The test provider's disputes: raised and closed by its own routes, as Stripe's events do. */
describe.each(testDatabaseKinds())('disputes with the test provider on %s', (kind) => {
  const t = useTestApp(kind, {
    env: { ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'correct-horse-battery-staple-9' },
  });

  const raise = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/test-payments/dispute', payload });
  const close = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/test-payments/dispute/close', payload });
  const download = (path: string) =>
    downloadInFull(t, path, { remoteAddress: BUYER_ADDRESS, headers: { 'user-agent': FIREFOX } });
  const linkState = async (path: string) => {
    const token = path.split('/').at(-2);
    return (await t.app.inject({ method: 'GET', url: `/api/downloads/${token}` })).json().state;
  };

  /** A paid order downloaded once, with a message its buyer sent through the contact form. */
  async function disputedOrder(email: string) {
    const bought = await buyWithTestCard(t.app, email);
    const file = bought.downloadPath;
    expect((await download(file)).statusCode).toBe(200);
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: '203.0.113.77',
      payload: { email, subject: 'Thanks', message: 'The bot runs fine on my VPS.' },
    });
    expect(contact.statusCode, contact.body).toBe(201);
    const raised = await raise({ orderToken: bought.orderToken, reason: 'fraudulent' });
    expect(raised.statusCode, raised.body).toBe(200);
    const id = await orderIdOf(t.database.db, bought.orderToken);
    return { ...bought, id, file };
  }

  it('sets the order disputed, pauses its link, mails the owner and lists it on the dashboard', async () => {
    const { cookie } = await signedInAdmin(t.app, t.database.db, 'staff@example.com');
    const order = await disputedOrder('disputer@example.com');
    expect((await viewOrder(t.app, order.orderToken)).order.status).toBe('disputed');

    // The buyer's link answers with a page that says why, not the file.
    expect(await linkState(order.downloadPath)).toBe('paused');
    expect((await download(order.file)).statusCode).toBe(303);

    const [mail] = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'dispute-opened'), eq(outbox.toAddress, 'owner@example.com')));
    expect(mail?.subject).toContain('dispute');
    expect(mail?.textBody).toContain('$149.00');
    expect(mail?.textBody).toContain('fraudulent');
    expect(mail?.textBody).toMatch(/Respond by/);
    expect(mail?.orderId).toBe(order.id);

    const detail = (await adminCall(t.app, cookie, 'GET', `/api/admin/orders/${order.id}`)).json();
    expect(detail.order.status).toBe('disputed');
    expect(detail.dispute).toMatchObject({
      reason: 'fraudulent',
      amountCents: 14_900,
      status: 'needs_response',
      submittedAt: null,
      outcome: null,
    });
    expect(Date.parse(detail.dispute.evidenceDueBy)).toBeGreaterThan(Date.now());
    const { evidence } = detail.dispute;
    expect(evidence.receipt).toMatchObject({
      email: 'disputer@example.com',
      amountCents: 14_900,
      reference: detail.order.reference,
    });
    // The checkbox the buyer ticked is evidence: the same record the admin order shows.
    expect(evidence.acceptance).toEqual(detail.acceptance);
    expect(evidence.acceptance.licenceVersion).toMatch(/^[0-9a-f]{12}$/);
    expect(evidence.submission.uncategorizedText).toContain('the buyer ticked a box accepting');
    expect(evidence.downloads).toEqual([
      { at: expect.any(String), address: BUYER_ADDRESS, client: 'Firefox on Linux' },
    ]);
    expect(evidence.messages).toEqual([
      expect.objectContaining({ subject: 'Thanks', message: 'The bot runs fine on my VPS.' }),
    ]);
    expect(evidence.licenceActivations).toEqual([]);
    expect(evidence.submission.accessActivityLog).toContain(BUYER_ADDRESS);
    expect(evidence.submission.customerEmailAddress).toBe('disputer@example.com');
    expect(detail.timeline.map((entry: { summary: string }) => entry.summary)).toContain(
      'Disputed: fraudulent',
    );

    const dashboard = (await adminCall(t.app, cookie, 'GET', '/api/admin/purchases')).json();
    expect(dashboard.cards.issues).toBe(1);
    expect(dashboard.disputes).toEqual([
      expect.objectContaining({
        orderId: order.id,
        reason: 'fraudulent',
        evidenceDueBy: detail.dispute.evidenceDueBy,
      }),
    ]);
    expect(dashboard.algorithmPurchases[0]).toMatchObject({ id: order.id, isIssue: true });
  });

  it('submits the evidence once, recorded with the test provider', async () => {
    const { cookie } = await signedInAdmin(t.app, t.database.db, 'staff@example.com');
    const order = await disputedOrder('submit@example.com');
    const url = `/api/admin/orders/${order.id}/dispute/evidence`;
    // Several submits at once (a double click, two tabs): one is sent, the rest are refused.
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() =>
        adminCall(t.app, cookie, 'POST', url, { note: 'Downloaded and used.' }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const sent = answers.find((answer) => answer.statusCode === 200)!;
    expect(sent.json().dispute).toMatchObject({ status: 'under_review' });
    expect(sent.json().dispute.submittedAt).not.toBeNull();
    const [row] = await t.database.db.select().from(disputes).where(eq(disputes.orderId, order.id));
    expect(row?.submittedEvidence).toMatchObject({
      customerEmailAddress: 'submit@example.com',
      uncategorizedText: expect.stringContaining('Downloaded and used.'),
    });
    const again = await adminCall(t.app, cookie, 'POST', url, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already sent/);
    const detail = (await adminCall(t.app, cookie, 'GET', `/api/admin/orders/${order.id}`)).json();
    expect(detail.dispute.submitted).toEqual(row?.submittedEvidence);
    expect(detail.timeline.map((entry: { summary: string }) => entry.summary)).toContain(
      'Dispute evidence sent to the payment provider by staff@example.com',
    );
  });

  it('a won dispute brings the order and its link back', async () => {
    const order = await disputedOrder('won@example.com');
    const closed = await close({ orderToken: order.orderToken, outcome: 'won' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect((await viewOrder(t.app, order.orderToken)).order.status).toBe('completed');
    expect(await linkState(order.downloadPath)).toBe('ready');
    expect((await download(order.file)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(disputes).where(eq(disputes.orderId, order.id));
    expect(row).toMatchObject({ status: 'won', outcome: 'won' });
    // Closing again finds no open dispute.
    expect((await close({ orderToken: order.orderToken, outcome: 'lost' })).statusCode).toBe(404);
  });

  it('a lost dispute ends the order, its link and its licence', async () => {
    const order = await disputedOrder('lost@example.com');
    expect((await close({ orderToken: order.orderToken, outcome: 'lost' })).statusCode).toBe(200);
    expect((await viewOrder(t.app, order.orderToken)).order.status).toBe('refunded');
    expect(await linkState(order.downloadPath)).toBe('revoked');
    const [licence] = await t.database.db
      .select()
      .from(licences)
      .where(eq(licences.orderId, order.id));
    expect(licence?.endReason).toBe('dispute');
    const [row] = await t.database.db.select().from(disputes).where(eq(disputes.orderId, order.id));
    expect(row).toMatchObject({ status: 'lost', outcome: 'lost' });
  });

  it('answers bad input with a message: 400, 404 and 409', async () => {
    const { cookie } = await signedInAdmin(t.app, t.database.db, 'staff@example.com');
    expect((await raise({ orderToken: 'x'.repeat(43) })).statusCode).toBe(400);
    const unknown = await raise({ orderToken: 'x'.repeat(43), reason: 'fraudulent' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/order/i);
    const unpaid = await startCheckout(t.app, 'unpaid@example.com');
    const notPaid = await raise({ orderToken: unpaid.orderToken, reason: 'fraudulent' });
    expect(notPaid.statusCode).toBe(409);
    expect(notPaid.json().message).toMatch(/not been paid/);
    expect((await close({ orderToken: unpaid.orderToken, outcome: 'maybe' })).statusCode).toBe(400);
    expect((await close({ orderToken: unpaid.orderToken, outcome: 'won' })).statusCode).toBe(404);

    const order = await disputedOrder('twice@example.com');
    const twice = await raise({ orderToken: order.orderToken, reason: 'duplicate' });
    expect(twice.statusCode).toBe(409);
    expect(
      await t.database.db.select().from(disputes).where(eq(disputes.orderId, order.id)),
    ).toHaveLength(1);

    const unpaidId = await orderIdOf(t.database.db, unpaid.orderToken);
    const none = await adminCall(
      t.app,
      cookie,
      'POST',
      `/api/admin/orders/${unpaidId}/dispute/evidence`,
      {},
    );
    expect(none.statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/admin/orders/${order.id}/dispute/evidence`,
          payload: {},
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe.each(testDatabaseKinds())('a dispute with DISPUTE_PAUSES_LINKS=false on %s', (kind) => {
  const t = useTestApp(kind, { env: { DISPUTE_PAUSES_LINKS: 'false' } });

  it('leaves the link working while the order is disputed', async () => {
    const bought = await buyWithTestCard(t.app, 'keeps@example.com');
    const raised = await t.app.inject({
      method: 'POST',
      url: '/api/test-payments/dispute',
      payload: { orderToken: bought.orderToken, reason: 'product_not_received' },
    });
    expect(raised.statusCode, raised.body).toBe(200);
    expect((await viewOrder(t.app, bought.orderToken)).order.status).toBe('disputed');
    const token = bought.downloadPath.split('/').at(-2);
    const page = await t.app.inject({ method: 'GET', url: `/api/downloads/${token}` });
    expect(page.json().state).toBe('ready');
  });
});
