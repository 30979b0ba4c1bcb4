import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatePaymentIntentResponse } from '../../shared/checkout.ts';
import {
  ACCEPTED_TERMS_INVALID,
  ART_TERMS_REFUSAL,
  BOT_TERMS_REFUSAL,
  USER_AGENT_MAX_LENGTH,
} from '../../shared/terms-acceptance.ts';
import { orderAcceptances, orders, outbox } from '../db/schema.ts';
import { acceptedVersions } from '../orders/acceptance/accepted-versions.ts';
import { usageRightsVersion } from '../art/usage-rights.ts';
import { insertArtCollection } from '../testing/art-fixtures.ts';
import { adminCall, orderIdOf } from '../testing/admin-requests.ts';
import { signedInAdmin } from '../testing/admin-session.ts';
import { payWithTestCard } from '../testing/purchase.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';

const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0';

describe.each(testDatabaseKinds())('risk acceptance recorded with the order on %s', (kind) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    cookie = (await signedInAdmin(t.app, t.database.db)).cookie;
  });
  afterAll(async () => {
    await t.app.close();
  });
  const db = () => t.database.db;
  const orderCount = async () => (await db().select({ n: count() }).from(orders))[0]?.n;
  const intent = (payload: object, headers: Record<string, string> = {}, from = '203.0.113.7') =>
    t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      remoteAddress: from,
      headers,
      payload,
    });

  it.each([
    ['without acceptedTerms', {}],
    ['with acceptedTerms: false', { acceptedTerms: false }],
  ])('refuses a bot order %s, naming what to accept, and opens none', async (_, sent) => {
    const before = await orderCount();
    const response = await intent({ email: 'buyer@example.com', amountCents: 14_900, ...sent });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(BOT_TERMS_REFUSAL);
    expect(BOT_TERMS_REFUSAL).toMatch(/Risk Disclaimer.*License/);
    expect(response.json().fieldErrors).toEqual({ acceptedTerms: [BOT_TERMS_REFUSAL] });
    expect(await orderCount()).toBe(before);
  });

  it('refuses acceptedTerms that is not a boolean, saying what to send', async () => {
    const response = await intent({ email: 'buyer@example.com', acceptedTerms: 'yes' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ acceptedTerms: [ACCEPTED_TERMS_INVALID] });
  });

  it('records the texts’ versions, the time, the address and the browser with the order', async () => {
    const longAgent = `${firefox} ${'x'.repeat(2_000)}`;
    const before = Date.now();
    const response = await intent(
      { email: 'accepts@example.com', amountCents: 14_900, acceptedTerms: true },
      { 'user-agent': longAgent },
    );
    expect(response.statusCode, response.body).toBe(200);
    const orderId = await orderIdOf(db(), response.json<CreatePaymentIntentResponse>().orderToken);
    const [record] = await db()
      .select()
      .from(orderAcceptances)
      .where(eq(orderAcceptances.orderId, orderId));
    expect(record).toMatchObject({
      disclaimerVersion: acceptedVersions().disclaimer,
      licenceVersion: acceptedVersions().licence,
      usageRightsVersion: null,
      clientAddress: '203.0.113.7',
    });
    expect(record?.userAgent).toHaveLength(USER_AGENT_MAX_LENGTH);
    expect(longAgent.startsWith(record?.userAgent ?? '?')).toBe(true);
    expect(record?.acceptedAt.getTime()).toBeGreaterThanOrEqual(before - 1_000);
    expect(acceptedVersions().disclaimer).toMatch(/^[0-9a-f]{12}$/);
    expect(acceptedVersions().licence).toMatch(/^[0-9a-f]{12}$/);
  });

  it('quotes the acceptance in the receipt and shows it on the admin order', async () => {
    const response = await intent(
      { email: 'receipt@example.com', amountCents: 14_900, acceptedTerms: true },
      { 'user-agent': firefox },
      '198.51.100.23',
    );
    const checkout = response.json<CreatePaymentIntentResponse>();
    expect((await payWithTestCard(t.app, checkout.clientSecret)).statusCode).toBe(200);
    const orderId = await orderIdOf(db(), checkout.orderToken);

    const { disclaimer, licence } = acceptedVersions();
    const [mail] = await db().select().from(outbox).where(eq(outbox.orderId, orderId));
    expect(mail?.textBody).toMatch(
      new RegExp(
        `You accepted the Risk Disclaimer version ${disclaimer} and the License version ${licence} on \\w+ \\d{1,2}, \\d{4} at \\d{1,2}:\\d{2} [AP]M UTC\\.`,
      ),
    );
    expect(mail?.htmlBody).toContain(`Risk Disclaimer version ${disclaimer}`);

    const detail = await adminCall(t.app, cookie, 'GET', `/api/admin/orders/${orderId}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().acceptance).toEqual({
      disclaimerVersion: disclaimer,
      licenceVersion: licence,
      usageRightsVersion: null,
      acceptedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      clientAddress: '198.51.100.23',
      userAgent: firefox,
    });
  });

  it('shows acceptance: null for an order from before acceptance was recorded', async () => {
    const response = await intent({
      email: 'older@example.com',
      amountCents: 14_900,
      acceptedTerms: true,
    });
    const orderId = await orderIdOf(db(), response.json().orderToken);
    await db().delete(orderAcceptances).where(eq(orderAcceptances.orderId, orderId));
    const detail = await adminCall(t.app, cookie, 'GET', `/api/admin/orders/${orderId}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().acceptance).toBeNull();
  });

  it('asks an art buyer to accept the piece’s usage rights and records their version', async () => {
    const piece = await insertArtCollection(db(), { totalSupply: 5, remainingSupply: 5 });
    const refused = await intent({ email: 'collector@example.com', artCollectionId: piece.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(ART_TERMS_REFUSAL);
    expect(ART_TERMS_REFUSAL).toMatch(/usage rights/);

    const accepted = await intent(
      { email: 'collector@example.com', artCollectionId: piece.id, acceptedTerms: true },
      { 'user-agent': firefox },
      '192.0.2.44',
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    const checkout = accepted.json<CreatePaymentIntentResponse>();
    expect((await payWithTestCard(t.app, checkout.clientSecret)).statusCode).toBe(200);
    const orderId = await orderIdOf(db(), checkout.orderToken);

    expect(usageRightsVersion()).toMatch(/^[0-9a-f]{12}$/);
    const detail = await adminCall(t.app, cookie, 'GET', `/api/admin/orders/${orderId}`);
    expect(detail.json().acceptance).toEqual({
      disclaimerVersion: null,
      licenceVersion: null,
      usageRightsVersion: usageRightsVersion(),
      acceptedAt: expect.any(String),
      clientAddress: '192.0.2.44',
      userAgent: firefox,
    });
    const [mail] = await db().select().from(outbox).where(eq(outbox.orderId, orderId));
    expect(mail?.textBody).toMatch(
      new RegExp(`You accepted the usage rights version ${usageRightsVersion()} on .+ UTC\\.`),
    );
  });
});
