import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CreatePaymentIntentResponse } from '../../shared/checkout.ts';
import { downloadGrants, orderHistory, outbox } from '../db/schema.ts';
import { useSignedInApp } from '../testing/admin-session.ts';
import { useDiscountCheckout } from '../testing/discount-codes.ts';
import { viewOrder } from '../testing/purchase.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';

describe.each(testDatabaseKinds())('orders a discount code makes free, on %s', (kind) => {
  const { t, db, code, start, address, ordersWith } = useDiscountCheckout(kind);

  it('completes an order a code makes free at once, without a card, exactly once', async () => {
    await code({ code: 'ONTHEHOUSE', percentOff: 100, perEmailLimit: 1 });
    // Two calls at once from one buyer: the per-email limit lets one through.
    const answers = await Promise.all([
      start('ONTHEHOUSE', { email: 'free@example.com' }),
      start('ONTHEHOUSE', { email: 'free@example.com' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const free = answers.find((a) => a.statusCode === 200)?.json<CreatePaymentIntentResponse>();
    expect(free).toMatchObject({
      paymentRequired: false,
      amountCents: 0,
      clientSecret: '',
      discountCents: 14_900,
    });
    // The thank-you page's calls (repeated) find it done, with its link, and change nothing.
    for (let i = 0; i < 3; i += 1) {
      const view = await viewOrder(t.app, free?.orderToken ?? '');
      expect(view.order).toMatchObject({ status: 'completed', amountCents: 0, linkState: 'ready' });
      expect(view.order.download).not.toBeNull();
    }
    const [order] = await ordersWith('ONTHEHOUSE');
    expect(order).toMatchObject({
      status: 'completed',
      discountUseState: 'taken',
      providerIntentId: null,
      paymentMethod: 'Discount code: nothing to pay',
    });
    const id = order?.id ?? 0;
    expect(
      await db().select().from(downloadGrants).where(eq(downloadGrants.orderId, id)),
    ).toHaveLength(1);
    const mails = await db().select().from(outbox).where(eq(outbox.orderId, id));
    expect(mails.map((mail) => mail.kind)).toEqual(['receipt']);
    expect(mails[0]?.textBody).toContain('Discount (ONTHEHOUSE): -$149.00');
    const history = await db().select().from(orderHistory).where(eq(orderHistory.orderId, id));
    expect(history.map((entry) => [entry.transition, entry.actor])).toEqual([
      ['pay', 'discount code'],
    ]);
    // A repeated call is refused by the buyer's limit: still one order, one receipt.
    expect((await start('ONTHEHOUSE', { email: 'free@example.com' })).statusCode).toBe(409);
    expect(await ordersWith('ONTHEHOUSE')).toHaveLength(1);
  });

  it('takes the free price the page showed: amountCents 0', async () => {
    await code({ code: 'SHOWNFREE', percentOff: 100 });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      remoteAddress: address(),
      payload: {
        email: 'shown@example.com',
        acceptedTerms: true,
        discountCode: 'shownfree',
        amountCents: 0,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ paymentRequired: false, amountCents: 0 });
    // Without a code, 0 is not the price.
    const plain = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      remoteAddress: address(),
      payload: { email: 'shown@example.com', acceptedTerms: true, amountCents: 0 },
    });
    expect(plain.statusCode).toBe(400);
  });

  it('completes free orders of a code without a per-email limit once each, in parallel', async () => {
    await code({ code: 'GIFT', amountOffCents: 20_000 });
    const answers = await Promise.all([start('GIFT'), start('GIFT')]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const free = await ordersWith('GIFT');
    expect(free.map((order) => [order.status, order.amountCents, order.discountCents])).toEqual([
      ['completed', 0, 14_900],
      ['completed', 0, 14_900],
    ]);
    for (const order of free) {
      const mails = await db().select().from(outbox).where(eq(outbox.orderId, order.id));
      expect(mails).toHaveLength(1);
    }
  });
});

describe('the public API document', () => {
  const t = useSignedInApp('pglite');
  it('describes the code on the checkout status and the intent, and the free answer', async () => {
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json();
    const status = document.paths['/api/checkout/status'].get;
    expect(status.parameters.map((p: { name: string }) => p.name)).toContain('code');
    expect(Object.keys(status.responses)).toEqual(
      expect.arrayContaining(['200', '400', '404', '409', '410']),
    );
    const intent = document.paths['/api/create-payment-intent'].post;
    const body = intent.requestBody.content['application/json'].schema;
    const answer = intent.responses['200'].content['application/json'].schema;
    expect(JSON.stringify(body)).toContain('discountCode');
    expect(JSON.stringify(answer)).toContain('paymentRequired');
    expect(Object.keys(intent.responses)).toContain('410');
  });
});
