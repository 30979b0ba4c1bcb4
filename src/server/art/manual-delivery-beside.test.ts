import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { downloadGrants, outbox } from '../db/schema.ts';
import { botProduct } from '../orders/catalog.ts';
import { adminCall, downloadPathInMail, orderIdOf } from '../testing/admin-requests.ts';
import { signedInAdmin } from '../testing/admin-session.ts';
import { insertArtCollection } from '../testing/art-fixtures.ts';
import { buyWithTestCard, viewOrder } from '../testing/purchase.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';

/**
 * Art the owner sends by hand against a bot order is a delivery of its own: the bot buyer's order
 * keeps describing the bot's link, and the admin shows the art beside it, not in the bot's counts.
 */
describe.each(testDatabaseKinds())('art sent by hand beside a bot order on %s', (kind) => {
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
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    adminCall(t.app, cookie, method, url, payload);
  const lastMailId = async () =>
    (await db().select({ id: outbox.id }).from(outbox).orderBy(desc(outbox.id)).limit(1))[0]?.id;
  const downloadPage = async (filePath: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/downloads/${filePath.split('/')[2]}`,
      })
    ).json();

  async function botOrderWithArtSentByHand() {
    const piece = await insertArtCollection(db(), { name: 'Stellar Void', totalSupply: 5 });
    const bought = await buyWithTestCard(t.app, 'bot-buyer@example.com');
    const orderId = await orderIdOf(db(), bought.orderToken);
    const sent = await call('POST', '/api/admin/convert-to-nft-delivery', {
      orderId: bought.view.order.reference,
      nftCollectionId: piece.id,
      email: 'gift@example.com',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const artMailId = await lastMailId();
    return { piece, bought, orderId, artFile: await downloadPathInMail(db(), artMailId!) };
  }

  it('leaves the bot buyer’s order view describing the bot’s own link', async () => {
    const { bought, artFile } = await botOrderWithArtSentByHand();
    const botDownload = bought.view.order.download!;

    const after = await viewOrder(t.app, bought.orderToken);
    expect(after.order.itemKind).toBe('bot');
    expect(after.order.linkState).toBe('ready');
    expect(after.order.download).toEqual(botDownload);
    expect(after.order.download?.url).not.toBe(artFile);

    // Each link's page names its own thing.
    const botPage = await downloadPage(botDownload.url);
    expect(botPage).toMatchObject({
      state: 'ready',
      itemKind: 'bot',
      productName: botProduct.name,
    });
    expect(botPage.expiresAt).toBe(botDownload.expiresAt);
    const artPage = await downloadPage(artFile);
    expect(artPage).toMatchObject({ state: 'ready', itemKind: 'art', productName: 'Stellar Void' });
  });

  it('keeps the admin’s view of the bot order to its own links, the art sent by hand beside it', async () => {
    const { orderId, bought } = await botOrderWithArtSentByHand();
    const detail = (await call('GET', `/api/admin/orders/${orderId}`)).json();
    expect(detail.grants).toHaveLength(1);
    expect(detail.order.download).toEqual({
      downloadsUsed: 0,
      maxDownloads: 3,
      expiresAt: bought.view.order.download!.expiresAt,
    });
    expect(detail.order.downloadDisplay).toBe('Not Downloaded');
    // The orders list and the purchases dashboard read the same row.
    const listed = (await call('GET', '/api/admin/orders?q=bot-buyer%40example.com')).json();
    expect(listed.orders[0].download).toEqual(detail.order.download);
    expect(detail.artSentByHand).toEqual([
      expect.objectContaining({
        collectionName: 'Stellar Void',
        editionNumber: 1,
        editionOf: 5,
        sentTo: 'gift@example.com',
        link: expect.objectContaining({ state: 'works', downloadsUsed: 0, maxDownloads: 3 }),
      }),
    ]);
  });

  it('a fresh link for the bot order renews only the bot’s link and mails only the bot’s receipt', async () => {
    const { orderId, bought, artFile } = await botOrderWithArtSentByHand();
    const mailsBefore = await lastMailId();
    const fresh = await call('POST', `/api/admin/orders/${orderId}/fresh-link`);
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json()).toMatchObject({ to: 'bot-buyer@example.com', downloadsLeft: 3 });
    const mails = await db().select().from(outbox).where(gt(outbox.id, mailsBefore!));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.kind).not.toBe('art-delivery');

    const view = await viewOrder(t.app, bought.orderToken);
    expect((await downloadPage(view.order.download!.url)).itemKind).toBe('bot');
    // The art's own link still works.
    expect((await downloadPage(artFile)).state).toBe('ready');
    const detail = (await call('GET', `/api/admin/orders/${orderId}`)).json();
    expect(detail.grants).toHaveLength(2);
    expect(detail.artSentByHand[0].link.state).toBe('works');
  });

  it('reconciliation still sees the bot order’s failed receipt and missing link beside the art mail', async () => {
    const { orderId } = await botOrderWithArtSentByHand();
    await db()
      .update(outbox)
      .set({ status: 'failed', lastError: '550 mailbox unavailable' })
      .where(and(eq(outbox.orderId, orderId), eq(outbox.kind, 'receipt')));
    const first = (await call('POST', '/api/admin/reconciliation')).json();
    expect(first.repaired).toContainEqual(
      expect.objectContaining({
        orderId,
        note: 'Queued the receipt again: every attempt had failed (550 mailbox unavailable).',
      }),
    );

    // The bot's own link ended (as by hand in the database); the art's live link is not the bot's.
    await db()
      .update(downloadGrants)
      .set({ revokedAt: new Date() })
      .where(and(eq(downloadGrants.orderId, orderId), isNull(downloadGrants.artEditionId)));
    const second = (await call('POST', '/api/admin/reconciliation')).json();
    expect(second.repaired).toContainEqual(
      expect.objectContaining({
        orderId,
        note: 'Issued and mailed a download link: the order had none.',
      }),
    );
  });
});
