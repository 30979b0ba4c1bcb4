import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CreatePaymentIntentResponse } from '../../shared/checkout.ts';
import { artCollections, artEditions, downloadGrants, orders, outbox } from '../db/schema.ts';
import { insertArtCollection } from '../testing/art-fixtures.ts';
import { payWithTestCard, startArtCheckout, viewOrder } from '../testing/purchase.ts';
import { useTestApp } from '../testing/test-app.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';
import { SOLD_OUT_MESSAGE } from './checkout-item.ts';
import { SOLD_OUT_FAILURE } from '../orders/lifecycle/payment-outcomes.ts';

describe.each(testDatabaseKinds())('buying art on %s', (kind) => {
  const t = useTestApp(kind);
  const db = () => t.database.db;
  const collectionRow = async (id: number) =>
    (await db().select().from(artCollections).where(eq(artCollections.id, id)))[0];
  const start = async (collectionId: number, email?: string, address?: string) => {
    const response = await startArtCheckout(t.app, collectionId, email, address);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CreatePaymentIntentResponse>();
  };
  /** Lets every hold run out, as if the buyers had walked away half an hour ago. */
  const expireHolds = () =>
    db()
      .update(orders)
      .set({ holdExpiresAt: sql`now() - interval '1 minute'` })
      .where(eq(orders.holdState, 'held'));

  it('prices the checkout from the collection and names the piece', async () => {
    const piece = await insertArtCollection(db(), { name: 'Cosmic Drift', priceCents: 2_950 });
    const response = await t.app.inject({ url: `/api/checkout/status?art=${piece.id}` });
    expect(response.json()).toMatchObject({
      open: true,
      priceCents: 2_950,
      itemName: 'Cosmic Drift',
      artCollectionId: piece.id,
    });
  });

  it('answers 404 for an unknown or hidden piece, and refuses a tampered amount', async () => {
    const hidden = await insertArtCollection(db(), { hidden: true });
    const piece = await insertArtCollection(db());
    for (const url of ['/api/checkout/status?art=999', `/api/checkout/status?art=${hidden.id}`]) {
      expect((await t.app.inject({ url })).statusCode).toBe(404);
    }
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: {
        email: 'a@example.com',
        artCollectionId: piece.id,
        amount: 1,
        acceptedTerms: true,
      },
    });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().message).toBe(
      'The price is 49.00 USD. Please reload the page and try again.',
    );
    expect((await collectionRow(piece.id))?.heldCount).toBe(0);
  });

  it('holds a unit while paying, then sells it: edition, 72-hour link, mail', async () => {
    const piece = await insertArtCollection(db(), { totalSupply: 10, remainingSupply: 4 });
    const checkout = await start(piece.id);
    expect(checkout.amountCents).toBe(4_900);
    expect(await collectionRow(piece.id)).toMatchObject({ remainingSupply: 4, heldCount: 1 });
    const [pending] = await db().select().from(orders);
    expect(pending).toMatchObject({ product: 'art', holdState: 'held', status: 'pending' });

    expect((await payWithTestCard(t.app, checkout.clientSecret)).statusCode).toBe(200);
    expect(await collectionRow(piece.id)).toMatchObject({
      remainingSupply: 3,
      heldCount: 0,
      editionsIssued: 1,
    });
    const [edition] = await db().select().from(artEditions);
    expect(edition).toMatchObject({ editionNumber: 1, editionOf: 10, source: 'purchase' });
    expect(edition?.verificationCode).toMatch(/^([A-HJ-NP-Z2-9]{5}-){3}[A-HJ-NP-Z2-9]{5}$/);
    const [grant] = await db().select().from(downloadGrants);
    expect(grant?.artEditionId).toBe(edition?.id);
    const hours = ((grant?.expiresAt.getTime() ?? 0) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThanOrEqual(72);

    const [mail] = await db().select().from(outbox).where(eq(outbox.kind, 'art-delivery'));
    expect(mail?.toAddress).toBe('collector@example.com');
    expect(mail?.textBody).toContain('Test Nebula, edition 1 of 10');
    expect(mail?.textBody).toContain(edition?.verificationCode);

    const view = await viewOrder(t.app, checkout.orderToken);
    expect(view.order.productName).toBe('Test Nebula');
    const page = await t.app.inject({
      url: `/api/downloads/${view.order.download?.pageUrl.split('/').at(-1)}`,
    });
    expect(page.json()).toMatchObject({ state: 'ready', productName: 'Test Nebula' });
    const file = await t.app.inject({ url: view.order.download?.url ?? '' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('.zip');
  });

  it('gives the held unit back when the card is declined', async () => {
    const piece = await insertArtCollection(db(), { remainingSupply: 1, totalSupply: 1 });
    const checkout = await start(piece.id);
    expect(
      (await payWithTestCard(t.app, checkout.clientSecret, '4000 0000 0000 0002')).statusCode,
    ).toBe(402);
    expect(await collectionRow(piece.id)).toMatchObject({ remainingSupply: 1, heldCount: 0 });
    await start(piece.id, 'next@example.com', '203.0.113.11');
  });

  it('refuses a piece whose last unit is held, before any payment', async () => {
    const piece = await insertArtCollection(db(), { remainingSupply: 1, totalSupply: 5 });
    await start(piece.id);
    const second = await startArtCheckout(t.app, piece.id, 'late@example.com', '203.0.113.12');
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(SOLD_OUT_MESSAGE);
    const status = await t.app.inject({ url: `/api/checkout/status?art=${piece.id}` });
    expect(status.json()).toMatchObject({ open: false, closedReason: SOLD_OUT_MESSAGE });
  });

  it('refuses a piece the owner marked sold out', async () => {
    const piece = await insertArtCollection(db(), { statusOverride: 'sold-out' });
    expect((await startArtCheckout(t.app, piece.id)).statusCode).toBe(409);
  });

  it('puts a unit back on sale when its hold runs out', async () => {
    const piece = await insertArtCollection(db(), { remainingSupply: 1, totalSupply: 1 });
    await start(piece.id);
    await expireHolds();
    await start(piece.id, 'patient@example.com', '203.0.113.13');
    const holds = await db().select({ state: orders.holdState }).from(orders);
    expect(holds.map((order) => order.state).sort()).toEqual(['held', 'released']);
    expect(await collectionRow(piece.id)).toMatchObject({ remainingSupply: 1, heldCount: 1 });
  });

  it('sells to a payment that arrives after its hold ran out while a unit is still free', async () => {
    const piece = await insertArtCollection(db(), { remainingSupply: 2, totalSupply: 2 });
    const checkout = await start(piece.id);
    await expireHolds();
    await t.app.inject({ url: `/api/checkout/status?art=${piece.id}` });
    await start(piece.id, 'other@example.com', '203.0.113.14');
    expect((await payWithTestCard(t.app, checkout.clientSecret)).statusCode).toBe(200);
    expect((await viewOrder(t.app, checkout.orderToken)).order.status).toBe('completed');
    expect(await collectionRow(piece.id)).toMatchObject({ remainingSupply: 1, heldCount: 1 });
  });

  it('refunds a payment that arrives after the piece sold out, and tells the buyer', async () => {
    const piece = await insertArtCollection(db(), { remainingSupply: 1, totalSupply: 1 });
    const late = await start(piece.id, 'late@example.com');
    await expireHolds();
    const quick = await start(piece.id, 'quick@example.com', '203.0.113.15');
    expect((await payWithTestCard(t.app, quick.clientSecret)).statusCode).toBe(200);
    await payWithTestCard(t.app, late.clientSecret);

    const view = await viewOrder(t.app, late.orderToken);
    expect(view.order.status).toBe('refunded');
    expect(view.order.download).toBeNull();
    const [order] = await db().select().from(orders).where(eq(orders.email, 'late@example.com'));
    expect(order).toMatchObject({ holdState: 'oversold', failureMessage: SOLD_OUT_FAILURE });
    const mails = await db().select().from(outbox).where(eq(outbox.toAddress, 'late@example.com'));
    expect(mails.map((mail) => mail.kind)).toEqual(['art-sold-out']);
    expect(mails[0]?.textBody).toContain('refunding your payment of $49.00 USD in full');
    expect(await collectionRow(piece.id)).toMatchObject({ remainingSupply: 0, heldCount: 0 });
  });

  it('sells exactly the remaining supply to 100 concurrent buyers', async () => {
    const piece = await insertArtCollection(db(), { remainingSupply: 5, totalSupply: 50 });
    const buyers = Array.from({ length: 100 }, (_, index) =>
      startArtCheckout(t.app, piece.id, `buyer${index}@example.com`, `198.51.100.${index + 1}`),
    );
    const started = await Promise.all(buyers);
    const held = started.filter((response) => response.statusCode === 200);
    expect(held).toHaveLength(5);
    expect(started.filter((response) => response.statusCode === 409)).toHaveLength(95);

    // Their holds run out; five more buyers start, then all ten pay at once: five pieces only.
    await expireHolds();
    const more = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        startArtCheckout(t.app, piece.id, `second${index}@example.com`, `192.0.2.${index + 1}`),
      ),
    );
    expect(more.every((response) => response.statusCode === 200)).toBe(true);
    const payers = [...held, ...more].map((response) =>
      response.json<CreatePaymentIntentResponse>(),
    );
    await Promise.all(payers.map((payer) => payWithTestCard(t.app, payer.clientSecret)));

    const statuses = await db().select({ status: orders.status }).from(orders);
    const tally = (status: string) => statuses.filter((order) => order.status === status).length;
    expect(tally('completed')).toBe(5);
    expect(tally('refunded')).toBe(5);
    expect(await db().select().from(artEditions)).toHaveLength(5);
    const editionNumbers = (await db().select().from(artEditions)).map((e) => e.editionNumber);
    expect(editionNumbers.sort()).toEqual([1, 2, 3, 4, 5]);
    expect(await collectionRow(piece.id)).toMatchObject({ remainingSupply: 0, heldCount: 0 });
    const delivered = await db().select().from(outbox).where(eq(outbox.kind, 'art-delivery'));
    expect(delivered).toHaveLength(5);
  });
});
