import { desc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  adminAuditLog,
  artCollections,
  artEditions,
  downloadGrants,
  orders,
  outbox,
} from '../db/schema.ts';
import { adminCall, orderIdOf } from '../testing/admin-requests.ts';
import { signedInAdmin } from '../testing/admin-session.ts';
import { botProduct } from '../orders/catalog.ts';
import { orderReference } from '../orders/order-repository.ts';
import { insertArtCollection } from '../testing/art-fixtures.ts';
import {
  buyWithTestCard,
  payWithTestCard,
  startArtCheckout,
  startCheckout,
} from '../testing/purchase.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';

const URL = '/api/admin/convert-to-nft-delivery';

describe.each(testDatabaseKinds())('manual art delivery on %s', (kind) => {
  let t: TestApp;
  let cookie: string;
  beforeEach(async () => {
    t = await createTestApp(kind);
    ({ cookie } = await signedInAdmin(t.app, t.database.db));
  });
  afterEach(async () => {
    await t.app.close();
  });
  const db = () => t.database.db;
  const deliver = (payload: object) => adminCall(t.app, cookie, 'POST', URL, payload);
  const lastMail = async () =>
    (await db().select().from(outbox).orderBy(desc(outbox.id)).limit(1))[0];

  it('needs an admin session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: URL,
      payload: { orderId: 1, nftCollectionId: 1 },
    });
    expect(response.statusCode).toBe(401);
  });

  it('sends a piece to a paid order at no charge, to the typed address, on the timeline', async () => {
    const piece = await insertArtCollection(db(), { name: 'Stellar Void', totalSupply: 3 });
    const { orderToken } = await buyWithTestCard(t.app, 'buyer@example.com');
    const orderId = await orderIdOf(db(), orderToken);

    const response = await deliver({
      orderId: String(orderId),
      nftCollectionId: String(piece.id),
      email: 'other@example.com',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      email: 'other@example.com',
      editionNumber: 1,
      editionOf: 3,
      message: 'Email sent to other@example.com with download link',
    });
    const mail = await lastMail();
    expect(mail).toMatchObject({ kind: 'art-delivery', toAddress: 'other@example.com' });
    expect(mail?.textBody).toContain('None: sent by our team at no charge');
    const [collection] = await db()
      .select()
      .from(artCollections)
      .where(eq(artCollections.id, piece.id));
    expect(collection).toMatchObject({ remainingSupply: 2, editionsIssued: 1 });
    const [edition] = await db().select().from(artEditions);
    expect(edition).toMatchObject({ source: 'manual', ownerEmail: 'other@example.com' });
    const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(order?.amountCents).toBe(14_900);

    const [audit] = await db()
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'order.manual-art-delivery'));
    expect(audit).toMatchObject({ targetType: 'order', targetId: String(orderId) });
    const detail = await adminCall(t.app, cookie, 'GET', `/api/admin/orders/${orderId}`);
    expect(JSON.stringify(detail.json().timeline)).toContain('Art piece sent by hand by owner@');
  });

  it('finds the order by the reference on the buyer’s receipt, as typed or pasted', async () => {
    const piece = await insertArtCollection(db(), { totalSupply: 5 });
    const { orderToken } = await buyWithTestCard(t.app, 'quoted@example.com');
    const [order] = await db()
      .select()
      .from(orders)
      .where(eq(orders.id, await orderIdOf(db(), orderToken)));
    const reference = orderReference(order!);
    expect(reference).toMatch(/^CM-[0-9A-F]{10}$/);

    const response = await deliver({ orderId: reference, nftCollectionId: String(piece.id) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ email: 'quoted@example.com', editionNumber: 1 });
    // Lower case, no dash, spaces around: the same order, which owns its edition now.
    const again = await deliver({
      orderId: ` ${reference.replace('CM-', 'cm').toLowerCase()} `,
      nftCollectionId: piece.id,
    });
    expect(again.json()).toMatchObject({ email: 'quoted@example.com', editionNumber: 1 });
    expect(await db().select().from(artEditions)).toHaveLength(1);
  });

  it('refuses a reference no order has, one two orders share, and text that is neither', async () => {
    const piece = await insertArtCollection(db());
    const first = await buyWithTestCard(t.app, 'first@example.com');
    const second = await buyWithTestCard(t.app, 'second@example.com');
    const [order] = await db()
      .select()
      .from(orders)
      .where(eq(orders.id, await orderIdOf(db(), first.orderToken)));
    const unknown = await deliver({ orderId: 'CM-0000000000', nftCollectionId: piece.id });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('There is no order CM-0000000000.');

    // Two orders whose hashes start alike (a 40-bit reference can collide): the owner is asked for the id.
    await db()
      .update(orders)
      .set({ tokenHash: `${order!.tokenHash.slice(0, 10)}${'0'.repeat(54)}` })
      .where(eq(orders.id, await orderIdOf(db(), second.orderToken)));
    const shared = await deliver({ orderId: orderReference(order!), nftCollectionId: piece.id });
    expect(shared.statusCode).toBe(409);
    expect(shared.json().message).toBe(
      `More than one order has the reference ${orderReference(order!)}. Please enter the order ID instead.`,
    );

    for (const orderId of ['CM-12345', 'order 5', '']) {
      const invalid = await deliver({ orderId, nftCollectionId: piece.id });
      expect(invalid.statusCode, orderId).toBe(400);
      expect(invalid.json().fieldErrors.orderId, orderId).toEqual([
        'Please enter the order reference from the receipt (such as CM-F6BD8AA2CA) or the order ID.',
      ]);
    }
    expect(await db().select().from(artEditions)).toHaveLength(0);
  });

  it('sends to the order’s address when the field is empty', async () => {
    const piece = await insertArtCollection(db());
    const { orderToken } = await buyWithTestCard(t.app, 'buyer@example.com');
    const orderId = await orderIdOf(db(), orderToken);
    const response = await deliver({ orderId, nftCollectionId: piece.id, email: '' });
    expect(response.json().email).toBe('buyer@example.com');
    expect((await lastMail())?.toAddress).toBe('buyer@example.com');
  });

  it('sends an art buyer their own edition again with a fresh link, taking no more supply', async () => {
    const piece = await insertArtCollection(db(), { totalSupply: 5 });
    const started = await startArtCheckout(t.app, piece.id, 'collector@example.com');
    const checkout = started.json();
    await payWithTestCard(t.app, checkout.clientSecret);
    const orderId = await orderIdOf(db(), checkout.orderToken);

    const response = await deliver({ orderId, nftCollectionId: piece.id });
    expect(response.json()).toMatchObject({ editionNumber: 1, email: 'collector@example.com' });
    const grants = await db()
      .select()
      .from(downloadGrants)
      .where(eq(downloadGrants.orderId, orderId));
    expect(grants).toHaveLength(2);
    expect(grants.filter((grant) => grant.revokedAt === null)).toHaveLength(1);
    const [collection] = await db()
      .select()
      .from(artCollections)
      .where(eq(artCollections.id, piece.id));
    expect(collection?.remainingSupply).toBe(4);
  });

  it('refuses unknown orders, unpaid orders, unknown collections and sold-out ones', async () => {
    const piece = await insertArtCollection(db());
    const soldOut = await insertArtCollection(db(), { name: 'Gone', remainingSupply: 0 });
    const { orderToken } = await buyWithTestCard(t.app);
    const paidId = await orderIdOf(db(), orderToken);
    const pending = await startCheckout(t.app, 'pending@example.com');
    const pendingId = await orderIdOf(db(), pending.orderToken);

    const cases = [
      [{ orderId: 9999, nftCollectionId: piece.id }, 404, 'There is no order 9999.'],
      [
        { orderId: pendingId, nftCollectionId: piece.id },
        409,
        `Order ${pendingId} is pending, not paid, so nothing can be delivered for it.`,
      ],
      [{ orderId: paidId, nftCollectionId: 999 }, 404, 'There is no art collection 999.'],
      [
        { orderId: paidId, nftCollectionId: soldOut.id },
        409,
        'Gone is sold out: no piece is left to deliver. Choose another collection or raise its supply.',
      ],
    ] as const;
    for (const [payload, status, message] of cases) {
      const response = await deliver(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json().message).toBe(message);
    }
    const invalid = await deliver({ orderId: 'abc', nftCollectionId: piece.id, email: 'x@' });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().fieldErrors).sort()).toEqual(['email', 'orderId']);
    expect(await db().select().from(artEditions)).toHaveLength(0);
  });

  describe('preview', () => {
    const PREVIEW = '/api/admin/convert-to-nft-delivery/preview';
    const preview = (query: Record<string, string | number>) =>
      adminCall(
        t.app,
        cookie,
        'GET',
        `${PREVIEW}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
      );

    it('needs an admin session', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: `${PREVIEW}?orderId=1&nftCollectionId=1`,
      });
      expect(response.statusCode).toBe(401);
    });

    it('shows who gets what, changes nothing, and the delivery then takes that edition', async () => {
      const piece = await insertArtCollection(db(), {
        name: 'Stellar Void',
        rarity: 'common',
        totalSupply: 5,
        remainingSupply: 3,
        editionsIssued: 2,
      });
      const { orderToken } = await buyWithTestCard(t.app, 'buyer@example.com');
      const orderId = await orderIdOf(db(), orderToken);
      const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
      const mailsBefore = await db().select().from(outbox);

      const response = await preview({
        orderId: orderReference(order!),
        nftCollectionId: piece.id,
        email: 'gift@example.com',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        order: {
          id: orderId,
          reference: orderReference(order!),
          email: 'buyer@example.com',
          itemName: botProduct.name,
        },
        to: 'gift@example.com',
        collection: { id: piece.id, name: 'Stellar Void', rarity: 'common' },
        edition: { number: 3, of: 5, alreadyOwned: false },
      });
      expect(await db().select().from(artEditions)).toHaveLength(0);
      expect(await db().select().from(outbox)).toHaveLength(mailsBefore.length);
      const [unchanged] = await db()
        .select()
        .from(artCollections)
        .where(eq(artCollections.id, piece.id));
      expect(unchanged).toMatchObject({ remainingSupply: 3, editionsIssued: 2 });

      const sent = await deliver({ orderId, nftCollectionId: piece.id, email: 'gift@example.com' });
      expect(sent.json()).toMatchObject({ editionNumber: 3, editionOf: 5 });
      // Sent again, the order's own edition: the preview says so, and the mail goes to the buyer.
      const again = await preview({ orderId, nftCollectionId: piece.id });
      expect(again.json()).toMatchObject({
        to: 'buyer@example.com',
        edition: { number: 3, of: 5, alreadyOwned: true },
      });
    });

    it('refuses what the delivery refuses', async () => {
      const piece = await insertArtCollection(db());
      const soldOut = await insertArtCollection(db(), { name: 'Gone', remainingSupply: 0 });
      const { orderToken } = await buyWithTestCard(t.app);
      const paidId = await orderIdOf(db(), orderToken);
      const pending = await startCheckout(t.app, 'pending@example.com');
      const pendingId = await orderIdOf(db(), pending.orderToken);

      const cases = [
        [{ orderId: 'CM-0000000000', nftCollectionId: piece.id }, 404],
        [{ orderId: pendingId, nftCollectionId: piece.id }, 409],
        [{ orderId: paidId, nftCollectionId: 999 }, 404],
        [{ orderId: paidId, nftCollectionId: soldOut.id }, 409],
        [{ orderId: 'order 5', nftCollectionId: piece.id }, 400],
        [{ orderId: paidId, nftCollectionId: piece.id, email: 'x@' }, 400],
      ] as const;
      for (const [query, status] of cases) {
        const shown = await preview(query);
        const sent = await deliver(query);
        expect(shown.statusCode, JSON.stringify(query)).toBe(status);
        expect(shown.json().message).toBe(sent.json().message);
      }
    });
  });

  it('find my purchase mails an art buyer a fresh art link', async () => {
    const piece = await insertArtCollection(db(), { name: 'Cosmic Drift' });
    const checkout = (await startArtCheckout(t.app, piece.id, 'collector@example.com')).json();
    await payWithTestCard(t.app, checkout.clientSecret);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/find-purchase',
      headers: { origin: 'http://shop.test' },
      payload: { email: 'collector@example.com' },
    });
    expect(response.statusCode).toBe(202);
    // The request mails a single-use link; opening it (the page's button) sends the art link.
    const request = await lastMail();
    expect(request).toMatchObject({ kind: 'find-purchase', toAddress: 'collector@example.com' });
    const link = /\/find-purchase\/[\w-]{43}/.exec(request?.textBody ?? '')?.[0] ?? '';
    const confirmed = await t.app.inject({ method: 'POST', url: link });
    expect(confirmed.statusCode).toBe(200);
    const mail = await lastMail();
    expect(mail).toMatchObject({ kind: 'download-link', toAddress: 'collector@example.com' });
    expect(mail?.subject).toBe('Your fresh Cosmic Drift download link, as requested');
    const live = await db().select().from(downloadGrants);
    expect(live.filter((grant) => grant.revokedAt === null)[0]?.artEditionId).not.toBeNull();
  });
});
