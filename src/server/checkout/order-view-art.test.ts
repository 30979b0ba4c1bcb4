import { describe, expect, it } from 'vitest';
import { artVerifyPath } from '../../shared/art-display.ts';
import type { CreatePaymentIntentResponse } from '../../shared/checkout.ts';
import { linkTerms } from '../../shared/link-terms.ts';
import { artEditions } from '../db/schema.ts';
import { botProduct } from '../orders/catalog.ts';
import { insertArtCollection } from '../testing/art-fixtures.ts';
import {
  buyWithTestCard,
  payWithTestCard,
  startArtCheckout,
  viewOrder,
} from '../testing/purchase.ts';
import { useTestApp } from '../testing/test-app.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';

// What the thank-you page learns about an art order: the piece, its edition and certificate.
describe.each(testDatabaseKinds())('the order view of an art purchase on %s', (kind) => {
  const t = useTestApp(kind);

  it('names the piece, the edition and the certificate’s verify link once paid', async () => {
    const piece = await insertArtCollection(t.database.db, {
      name: 'Cosmic Drift',
      totalSupply: 5,
      remainingSupply: 5,
    });
    const started = await startArtCheckout(t.app, piece.id, 'collector@example.com');
    expect(started.statusCode, started.body).toBe(200);
    const checkout = started.json<CreatePaymentIntentResponse>();

    const pending = await viewOrder(t.app, checkout.orderToken);
    expect(pending.order).toMatchObject({ status: 'pending', itemKind: 'art', edition: null });

    expect((await payWithTestCard(t.app, checkout.clientSecret)).statusCode).toBe(200);
    const { order } = await viewOrder(t.app, checkout.orderToken);
    const [edition] = await t.database.db.select().from(artEditions);
    const code = edition?.verificationCode ?? '';
    expect(code).toMatch(/^([A-HJ-NP-Z2-9]{5}-){3}[A-HJ-NP-Z2-9]{5}$/);
    expect(order.edition).toEqual({
      pieceName: 'Cosmic Drift',
      editionNumber: 1,
      editionOf: 5,
      verificationCode: code,
      verifyUrl: `/digital-collectibles/verify/${code}`,
    });
    expect(order.edition?.verifyUrl).toBe(artVerifyPath(code));
    // Every field the page read before is still there, with the art link's own terms.
    expect(order).toMatchObject({
      reference: expect.any(String),
      email: 'collector@example.com',
      productName: 'Cosmic Drift',
      itemKind: 'art',
      artCollectionId: piece.id,
      amountCents: 4_900,
      status: 'completed',
      linkState: 'ready',
      download: {
        url: expect.stringMatching(/^\/download\/[\w-]{43}\/file$/),
        pageUrl: expect.stringMatching(/^\/download\/[\w-]{43}$/),
        downloadsUsed: 0,
        maxDownloads: linkTerms('art').maxDownloads,
      },
    });
  });

  it('gives the bot no edition and keeps its view as it was', async () => {
    const { view } = await buyWithTestCard(t.app);
    expect(view.order).toMatchObject({
      productName: botProduct.name,
      itemKind: 'bot',
      artCollectionId: null,
      status: 'completed',
      edition: null,
    });
    // Other kinds may add fields; none of these may go.
    expect(Object.keys(view.order)).toEqual(
      expect.arrayContaining([
        'amountCents',
        'artCollectionId',
        'createdAt',
        'currency',
        'download',
        'edition',
        'email',
        'itemKind',
        'linkState',
        'productName',
        'reference',
        'status',
        'token',
      ]),
    );
  });
});
