import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAuditLog, artCollections, artEditions, outbox } from '../db/schema.ts';
import { downloadPathInMail, orderIdOf } from '../testing/admin-requests.ts';
import { signedInAdmin } from '../testing/admin-session.ts';
import { insertArtCollection } from '../testing/art-fixtures.ts';
import { buyWithTestCard } from '../testing/purchase.ts';
import { appInHooks, createTestApp } from '../testing/test-app.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';

/**
 * The owner's repeated or parallel submits of one confirmation (a double click, a retried request)
 * carry the same Idempotency-Key: the action happens once, one mail goes out, and its link works.
 */
describe.each(testDatabaseKinds())(
  'one action per confirmation (Idempotency-Key) on %s',
  (kind) => {
    // An app for each test: the checkout's per-client rate limit allows a few purchases each.
    const t = appInHooks('each', async () => {
      const app = await createTestApp(kind);
      return { ...app, cookie: (await signedInAdmin(app.app, app.database.db)).cookie };
    });
    const db = () => t.database.db;

    const post = (url: string, key: string | undefined, payload?: object) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: {
          cookie: t.cookie,
          origin: 'http://shop.test',
          'sec-fetch-site': 'same-origin',
          ...(key === undefined ? {} : { 'idempotency-key': key }),
        },
        ...(payload ? { payload } : {}),
      });
    const download = (path: string) => t.app.inject({ method: 'GET', url: path });
    /** Mail queued for the order after its purchase (the receipt is the first). */
    const mailsAfterReceipt = async (orderId: number) =>
      (await db().select().from(outbox).where(eq(outbox.orderId, orderId))).slice(1);
    const audited = async (orderId: number, action: string) =>
      db()
        .select()
        .from(adminAuditLog)
        .where(and(eq(adminAuditLog.targetId, String(orderId)), eq(adminAuditLog.action, action)));

    describe.each([
      ['resend-receipt', 'order.resend-receipt'],
      ['fresh-link', 'order.fresh-link'],
    ])('%s', (path, action) => {
      it('three parallel submits with one key send one mail, whose link works', async () => {
        const bought = await buyWithTestCard(t.app, `${path}-parallel@example.com`);
        const id = await orderIdOf(db(), bought.orderToken);
        const key = randomUUID();

        const answers = await Promise.all(
          [1, 2, 3].map(() => post(`/api/admin/orders/${id}/${path}`, key)),
        );
        for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
        const outboxIds = new Set(answers.map((answer) => answer.json().outboxId));
        expect(outboxIds.size).toBe(1);

        const mails = await mailsAfterReceipt(id);
        expect(mails).toHaveLength(1);
        expect(mails[0]?.id).toBe([...outboxIds][0]);
        expect(await audited(id, action)).toHaveLength(1);
        const link = await downloadPathInMail(db(), mails[0]?.id ?? 0);
        expect((await download(link)).statusCode).toBe(200);
      });

      it('a submit repeated after the first finished answers the first outcome, acting no more', async () => {
        const bought = await buyWithTestCard(t.app, `${path}-repeat@example.com`);
        const id = await orderIdOf(db(), bought.orderToken);
        const key = randomUUID();
        const first = await post(`/api/admin/orders/${id}/${path}`, key);
        expect(first.statusCode).toBe(200);
        const again = await post(`/api/admin/orders/${id}/${path}`, key);
        expect(again.statusCode).toBe(200);
        expect(again.json()).toEqual(first.json());
        expect(await mailsAfterReceipt(id)).toHaveLength(1);
        const link = await downloadPathInMail(db(), first.json().outboxId);
        expect((await download(link)).statusCode).toBe(200);
      });

      it('a new confirmation (a new key) acts again', async () => {
        const bought = await buyWithTestCard(t.app, `${path}-twice@example.com`);
        const id = await orderIdOf(db(), bought.orderToken);
        const first = await post(`/api/admin/orders/${id}/${path}`, randomUUID());
        const second = await post(`/api/admin/orders/${id}/${path}`, randomUUID());
        expect(second.statusCode).toBe(200);
        expect(second.json().outboxId).not.toBe(first.json().outboxId);
        expect(await mailsAfterReceipt(id)).toHaveLength(2);
        const newest = await downloadPathInMail(db(), second.json().outboxId);
        expect((await download(newest)).statusCode).toBe(200);
      });
    });

    it('keeps one key to its action: the same key on resend and on fresh link is two actions', async () => {
      const bought = await buyWithTestCard(t.app, 'both@example.com');
      const id = await orderIdOf(db(), bought.orderToken);
      const key = randomUUID();
      expect((await post(`/api/admin/orders/${id}/resend-receipt`, key)).statusCode).toBe(200);
      expect((await post(`/api/admin/orders/${id}/fresh-link`, key)).statusCode).toBe(200);
      expect(await mailsAfterReceipt(id)).toHaveLength(2);
    });

    it('a refused action uses up no key: the same key acts once the order allows it', async () => {
      const bought = await buyWithTestCard(t.app, 'used-up@example.com');
      const id = await orderIdOf(db(), bought.orderToken);
      for (let i = 0; i < 3; i++)
        expect((await download(bought.downloadPath)).statusCode).toBe(200);
      const key = randomUUID();
      expect((await post(`/api/admin/orders/${id}/resend-receipt`, key)).statusCode).toBe(409);
      expect((await post(`/api/admin/orders/${id}/fresh-link`, randomUUID())).statusCode).toBe(200);
      const resent = await post(`/api/admin/orders/${id}/resend-receipt`, key);
      expect(resent.statusCode).toBe(200);
      expect(resent.json().downloadsLeft).toBe(3);
    });

    it('refuses a key that is empty, too long or not plain text, changing nothing', async () => {
      const bought = await buyWithTestCard(t.app, 'bad-key@example.com');
      const id = await orderIdOf(db(), bought.orderToken);
      for (const key of ['', 'x'.repeat(256), 'two words']) {
        const response = await post(`/api/admin/orders/${id}/fresh-link`, key);
        expect(response.statusCode, JSON.stringify(key)).toBe(400);
        expect(response.json().fieldErrors['idempotency-key']).toEqual([
          'The Idempotency-Key header must be 1 to 255 visible characters, without spaces.',
        ]);
      }
      expect(await mailsAfterReceipt(id)).toHaveLength(0);
    });

    it('without a key (older clients, scripts) every call acts, in turn: the last mail’s link works', async () => {
      const bought = await buyWithTestCard(t.app, 'no-key@example.com');
      const id = await orderIdOf(db(), bought.orderToken);
      const answers = await Promise.all(
        [1, 2, 3].map(() => post(`/api/admin/orders/${id}/fresh-link`, undefined)),
      );
      for (const answer of answers) expect(answer.statusCode).toBe(200);
      const mails = await mailsAfterReceipt(id);
      expect(mails).toHaveLength(3);
      const works = [];
      for (const mail of mails) {
        works.push((await download(await downloadPathInMail(db(), mail.id))).statusCode === 200);
      }
      // Serialized by the order's row lock, each call replaces the link the one before mailed.
      expect(works).toEqual([false, false, true]);
    });

    describe('manual art delivery', () => {
      const URL = '/api/admin/convert-to-nft-delivery';

      it('three parallel submits with one key deliver one piece in one mail, whose link works', async () => {
        const piece = await insertArtCollection(db(), { name: 'Once Only', totalSupply: 5 });
        const bought = await buyWithTestCard(t.app, 'manual-parallel@example.com');
        const orderId = await orderIdOf(db(), bought.orderToken);
        const key = randomUUID();
        const payload = { orderId, nftCollectionId: piece.id, email: 'gift@example.com' };

        const answers = await Promise.all([1, 2, 3].map(() => post(URL, key, payload)));
        for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
        for (const answer of answers) expect(answer.json()).toEqual(answers[0]?.json());

        const mails = await mailsAfterReceipt(orderId);
        expect(mails).toHaveLength(1);
        expect(mails[0]).toMatchObject({ kind: 'art-delivery', toAddress: 'gift@example.com' });
        const editions = await db()
          .select()
          .from(artEditions)
          .where(eq(artEditions.orderId, orderId));
        expect(editions).toHaveLength(1);
        const [collection] = await db()
          .select()
          .from(artCollections)
          .where(eq(artCollections.id, piece.id));
        expect(collection?.remainingSupply).toBe(4);
        expect(await audited(orderId, 'order.manual-art-delivery')).toHaveLength(1);
        const link = await downloadPathInMail(db(), mails[0]?.id ?? 0);
        const zip = await download(link);
        expect(zip.statusCode).toBe(200);
        expect(zip.headers['content-type']).toBe('application/zip');
      });

      it('refuses the same key with another delivery (422), and delivers nothing more', async () => {
        const piece = await insertArtCollection(db(), { name: 'Same Key' });
        const bought = await buyWithTestCard(t.app, 'manual-other@example.com');
        const orderId = await orderIdOf(db(), bought.orderToken);
        const key = randomUUID();
        const first = await post(URL, key, { orderId, nftCollectionId: piece.id });
        expect(first.statusCode).toBe(200);
        const other = await post(URL, key, {
          orderId,
          nftCollectionId: piece.id,
          email: 'someone-else@example.com',
        });
        expect(other.statusCode).toBe(422);
        expect(other.json().message).toBe(
          'This confirmation was already used for a different request. Please confirm again.',
        );
        expect(await mailsAfterReceipt(orderId)).toHaveLength(1);
      });

      it('still delivers without a key', async () => {
        const piece = await insertArtCollection(db(), { name: 'No Key' });
        const bought = await buyWithTestCard(t.app, 'manual-nokey@example.com');
        const orderId = await orderIdOf(db(), bought.orderToken);
        const response = await post(URL, undefined, { orderId, nftCollectionId: piece.id });
        expect(response.statusCode).toBe(200);
        expect(await mailsAfterReceipt(orderId)).toHaveLength(1);
      });
    });
  },
);
