import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CreatePaymentIntentResponse } from '../../shared/checkout.ts';
import { discountCodes, orders, outbox, testPaymentIntents } from '../db/schema.ts';
import { insertArtCollection } from '../testing/art-fixtures.ts';
import { listCodes, useDiscountCheckout } from '../testing/discount-codes.ts';
import { payWithTestCard, viewOrder } from '../testing/purchase.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';

describe.each(testDatabaseKinds())('discount codes at checkout on %s', (kind) => {
  // One app for the block: each test makes codes of its own.
  const { t, db, code, start, address, ordersWith } = useDiscountCheckout(kind);
  const status = (query: string) => t.app.inject({ url: `/api/checkout/status?${query}` });
  const started = async (text: string, options: { email?: string } = {}) => {
    const response = await start(text, options);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CreatePaymentIntentResponse>();
  };
  const codeRow = async (text: string) =>
    (await db().select().from(discountCodes).where(eq(discountCodes.code, text)))[0];

  it('prices the bot with a code before payment: original price, discount, new price', async () => {
    await code({ code: 'launch15', percentOff: 15 });
    const response = await status('code=Launch15');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      open: true,
      priceCents: 12_665,
      discount: { code: 'LAUNCH15', originalPriceCents: 14_900, discountCents: 2_235 },
    });
    await code({ code: 'TENOFF', amountOffCents: 1_000 });
    expect((await status('code=tenoff')).json()).toMatchObject({
      priceCents: 13_900,
      discount: { discountCents: 1_000 },
    });
    // Without a code, the price is the list price and there is no discount.
    const plain = (await status('')).json();
    expect(plain.priceCents).toBe(14_900);
    expect(plain.discount).toBeUndefined();
  });

  it('charges the code’s price: the intent’s amount comes from the code, not the client', async () => {
    await code({ code: 'HALF', percentOff: 50 });
    const checkout = await started('half');
    expect(checkout).toMatchObject({
      amountCents: 7_450,
      paymentRequired: true,
      discountCents: 7_450,
    });
    const [intent] = await db()
      .select()
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.id, checkout.clientSecret.split('_secret_')[0] ?? ''));
    expect(intent?.amountCents).toBe(7_450);
    // A page that showed another amount is refused; the list price or the code's price pass.
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      remoteAddress: address(),
      payload: {
        email: 'x@example.com',
        acceptedTerms: true,
        discountCode: 'HALF',
        amountCents: 100,
      },
    });
    expect(tampered.statusCode).toBe(400);

    expect((await payWithTestCard(t.app, checkout.clientSecret)).statusCode).toBe(200);
    const view = await viewOrder(t.app, checkout.orderToken);
    expect(view.order).toMatchObject({ status: 'completed', amountCents: 7_450 });
    const [order] = await ordersWith('HALF');
    expect(order).toMatchObject({
      status: 'completed',
      amountCents: 7_450,
      discountCents: 7_450,
      discountUseState: 'taken',
    });
    expect(await codeRow('HALF')).toMatchObject({ usesTaken: 1 });
  });

  it('refuses each kind of unusable code with its own status and message', async () => {
    const past = new Date(Date.now() - 86_400_000).toISOString();
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const longAgo = new Date(Date.now() - 2 * 86_400_000).toISOString();
    await code({ code: 'ENDED', percentOff: 10, startsAt: longAgo, endsAt: past });
    await code({ code: 'SOON', percentOff: 10, startsAt: future });
    await code({ code: 'RESTING', percentOff: 10, active: false });
    await code({ code: 'ARTONLY', percentOff: 10, appliesTo: 'art' });
    await code({ code: 'BOTONLY', percentOff: 10, appliesTo: 'bot' });
    await code({ code: 'ONEUSE', percentOff: 10, maxUses: 1 });
    await started('ONEUSE');
    const piece = await insertArtCollection(db());

    const cases = [
      ['NOSUCHCODE', '', 404, 'The discount code NOSUCHCODE does not exist.'],
      ['ended', '', 410, 'The discount code ENDED has expired.'],
      ['soon', '', 409, 'The discount code SOON is not valid yet'],
      ['resting', '', 409, 'The discount code RESTING is paused'],
      ['artonly', '', 400, 'The discount code ARTONLY is only for art pieces'],
      ['botonly', `&art=${piece.id}`, 400, 'The discount code BOTONLY is only for the trading bot'],
      ['oneuse', '', 409, 'The discount code ONEUSE has been used up.'],
    ] as const;
    for (const [text, art, statusCode, message] of cases) {
      const shown = await status(`code=${text}${art}`);
      expect(shown.statusCode, text).toBe(statusCode);
      expect(shown.json().message, text).toContain(message);
      expect(shown.json().fieldErrors.discountCode[0], text).toContain(message);
      const intent = await start(text, art ? { artCollectionId: piece.id } : {});
      expect(intent.statusCode, text).toBe(statusCode);
      expect(intent.json().message, text).toContain(message);
    }
    // A code that is not even well formed is a 400 from the schema.
    expect((await status('code=a')).statusCode).toBe(400);
    // Nothing was set aside by any refusal.
    expect(await ordersWith('ENDED')).toEqual([]);
    expect(
      (await db().select().from(orders).where(eq(orders.artCollectionId, piece.id))).length,
    ).toBe(0);
    expect(await codeRow('ONEUSE')).toMatchObject({ usesTaken: 1 });
  });

  it('limits the uses per buyer’s email, any case, and counts held uses too', async () => {
    await code({ code: 'ONCEEACH', percentOff: 20, perEmailLimit: 1 });
    await started('ONCEEACH', { email: 'ada@example.com' });
    const again = await start('onceeach', { email: 'Ada@Example.com' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'The discount code ONCEEACH has already been used with this email address as often as it may be.',
    );
    await started('ONCEEACH', { email: 'grace@example.com' });
    expect(await codeRow('ONCEEACH')).toMatchObject({ usesTaken: 2 });
  });

  it('gives 20 buyers at once of a code with 5 uses left exactly 5 discounted orders', async () => {
    await code({ code: 'FIVELEFT', percentOff: 30, maxUses: 7 });
    await started('FIVELEFT');
    await started('FIVELEFT');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => start('FIVELEFT', { email: `buyer${i}@example.com` })),
    );
    const won = answers.filter((answer) => answer.statusCode === 200);
    const lost = answers.filter((answer) => answer.statusCode !== 200);
    expect(won).toHaveLength(5);
    for (const answer of won) expect(answer.json().amountCents).toBe(10_430);
    for (const answer of lost) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json().message).toBe('The discount code FIVELEFT has been used up.');
    }
    expect(await codeRow('FIVELEFT')).toMatchObject({ usesTaken: 7 });
    expect(await ordersWith('FIVELEFT')).toHaveLength(7);
  });

  it('gives a use back when the payment fails, and when the unpaid order’s hold runs out', async () => {
    await code({ code: 'COMEBACK', amountOffCents: 2_000, maxUses: 1 });
    const declined = await started('COMEBACK');
    await payWithTestCard(t.app, declined.clientSecret, '4000 0000 0000 0002');
    expect(await codeRow('COMEBACK')).toMatchObject({ usesTaken: 0 });
    const [failed] = await ordersWith('COMEBACK');
    expect(failed).toMatchObject({ status: 'failed', discountUseState: 'released' });

    const walkedAway = await started('COMEBACK');
    expect((await start('COMEBACK')).statusCode).toBe(409);
    await db()
      .update(orders)
      .set({ discountUseExpiresAt: sql`now() - interval '1 minute'` })
      .where(eq(orders.discountUseState, 'held'));
    // The admin's list and the next buyer both see the use back.
    const listed = (await listCodes(t.app, t.cookie)).find((c) => c.code === 'COMEBACK');
    expect(listed).toMatchObject({ usesTaken: 0, usesLeft: 1 });
    const next = await started('COMEBACK', { email: 'next@example.com' });
    expect(next.amountCents).toBe(12_900);
    expect(await codeRow('COMEBACK')).toMatchObject({ usesTaken: 1 });

    // The buyer who walked away pays after all: the discounted price was charged, so the use
    // counts again (past max_uses: the count says what was sold).
    expect((await payWithTestCard(t.app, walkedAway.clientSecret)).statusCode).toBe(200);
    expect(await codeRow('COMEBACK')).toMatchObject({ usesTaken: 2 });
  });

  it('discounts art with an art code, and holds the piece and the use together', async () => {
    await code({ code: 'ARTFAN', percentOff: 10, appliesTo: 'art' });
    const piece = await insertArtCollection(db(), { priceCents: 2_950 });
    expect((await status(`art=${piece.id}&code=artfan`)).json()).toMatchObject({
      priceCents: 2_655,
      discount: { originalPriceCents: 2_950, discountCents: 295 },
    });
    const response = await start('artfan', { artCollectionId: piece.id });
    expect(response.json()).toMatchObject({ amountCents: 2_655, paymentRequired: true });
    // Paid, its delivery mail (the art receipt) names the code and the price before it.
    expect((await payWithTestCard(t.app, response.json().clientSecret)).statusCode).toBe(200);
    const [order] = await ordersWith('ARTFAN');
    const [mail] = await db()
      .select()
      .from(outbox)
      .where(eq(outbox.orderId, order?.id ?? 0));
    expect(mail?.textBody).toContain('Price: $29.50');
    expect(mail?.textBody).toContain('Discount (ARTFAN): -$2.95');
    expect(mail?.textBody).toContain('Amount paid: $26.55');
  });
});
