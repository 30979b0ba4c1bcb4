import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAuditLog } from '../db/schema.ts';
import { adminCall } from '../testing/admin-requests.ts';
import { useSignedInApp } from '../testing/admin-session.ts';
import { createCode, listCodes, startCheckoutWithCode } from '../testing/discount-codes.ts';
import { payWithTestCard } from '../testing/purchase.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';

const PATH = '/api/admin/discount-codes';

describe.each(testDatabaseKinds())("the owner's discount codes on %s", (kind) => {
  const t = useSignedInApp(kind);
  const post = (payload: object) => adminCall(t.app, t.cookie, 'POST', PATH, payload);
  const patch = (id: number, payload: object) =>
    adminCall(t.app, t.cookie, 'PATCH', `${PATH}/${id}`, payload);
  const auditOf = async (id: number) =>
    (
      await t.database.db
        .select()
        .from(adminAuditLog)
        .where(eq(adminAuditLog.targetId, String(id)))
    )
      .filter((entry) => entry.targetType === 'discount-code')
      .map((entry) => [entry.action, entry.actor]);

  it('creates a code stored upper-cased, audited, and refuses its text again in any case', async () => {
    const created = await post({
      code: ' spring-24 ',
      percentOff: 20,
      appliesTo: 'bot',
      maxUses: 50,
      perEmailLimit: 1,
      endsAt: '2099-01-01T00:00:00.000Z',
    });
    expect(created.statusCode, created.body).toBe(201);
    const { code } = created.json();
    expect(code).toMatchObject({
      code: 'SPRING-24',
      percentOff: 20,
      amountOffCents: null,
      appliesTo: 'bot',
      maxUses: 50,
      perEmailLimit: 1,
      startsAt: null,
      endsAt: '2099-01-01T00:00:00.000Z',
      active: true,
      usesTaken: 0,
      usesLeft: 50,
    });
    expect(await auditOf(code.id)).toEqual([['discount-code.create', 'owner@example.com']]);
    const again = await post({ code: 'Spring-24', amountOffCents: 500, appliesTo: 'all' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'A discount code SPRING-24 already exists. Choose another code, or edit that one.',
    );
    expect(again.json().fieldErrors.code).toHaveLength(1);
  });

  it('refuses both kinds of discount, neither, bad numbers and a window that ends first: 400', async () => {
    const refusals = [
      [{ code: 'BOTH', percentOff: 10, amountOffCents: 100, appliesTo: 'all' }, 'percentOff'],
      [{ code: 'NEITHER', appliesTo: 'all' }, 'percentOff'],
      [{ code: 'TOOMUCH', percentOff: 101, appliesTo: 'all' }, 'percentOff'],
      [{ code: 'FLOAT', amountOffCents: 9.5, appliesTo: 'all' }, 'amountOffCents'],
      [{ code: 'WHERE', percentOff: 10, appliesTo: 'shoes' }, 'appliesTo'],
      [{ code: 'no spaces', percentOff: 10, appliesTo: 'all' }, 'code'],
      [{ code: 'ZEROUSES', percentOff: 10, appliesTo: 'all', maxUses: 0 }, 'maxUses'],
      [
        {
          code: 'BACKWARDS',
          percentOff: 10,
          appliesTo: 'all',
          startsAt: '2030-02-01T00:00:00Z',
          endsAt: '2030-01-01T00:00:00Z',
        },
        'endsAt',
      ],
    ] as const;
    for (const [payload, field] of refusals) {
      const response = await post(payload);
      expect(response.statusCode, payload.code).toBe(400);
      expect(Object.keys(response.json().fieldErrors), payload.code).toContain(field);
    }
    const codes = (await listCodes(t.app, t.cookie)).map((c) => c.code);
    expect(codes).not.toContain('BOTH');
  });

  it('lists codes with uses taken and left, pauses, resumes and edits them, all audited', async () => {
    const code = await createCode(t.app, t.cookie, { code: 'PAUSEME', percentOff: 10, maxUses: 3 });
    const checkout = await startCheckoutWithCode(t.app, 'pauseme', { remoteAddress: '192.0.2.7' });
    expect(checkout.statusCode, checkout.body).toBe(200);
    expect((await listCodes(t.app, t.cookie)).find((c) => c.id === code.id)).toMatchObject({
      usesTaken: 1,
      usesLeft: 2,
      paidOrders: 0,
    });

    const paused = await patch(code.id, { active: false });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json().code).toMatchObject({ active: false, usesTaken: 1 });
    const refused = await startCheckoutWithCode(t.app, 'PAUSEME', { remoteAddress: '192.0.2.8' });
    expect(refused.statusCode).toBe(409);
    expect((await patch(code.id, { active: true })).json().code.active).toBe(true);

    // Switching from percent to amount off sends the new one and null for the other.
    const edited = await patch(code.id, { percentOff: null, amountOffCents: 2_500, maxUses: null });
    expect(edited.json().code).toMatchObject({
      code: 'PAUSEME',
      percentOff: null,
      amountOffCents: 2_500,
      maxUses: null,
      usesLeft: null,
    });
    const both = await patch(code.id, { percentOff: 5 });
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toMatch(/either percent off or amount off/);
    expect(await auditOf(code.id)).toEqual([
      ['discount-code.create', 'owner@example.com'],
      ['discount-code.pause', 'owner@example.com'],
      ['discount-code.resume', 'owner@example.com'],
      ['discount-code.edit', 'owner@example.com'],
    ]);
    expect((await patch(999_999, { active: false })).statusCode).toBe(404);
  });

  it('answers only a signed-in owner', async () => {
    for (const [method, url] of [
      ['GET', PATH],
      ['POST', PATH],
      ['PATCH', `${PATH}/1`],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        headers: { origin: 'http://shop.test', 'sec-fetch-site': 'same-origin' },
        payload: method === 'GET' ? undefined : { code: 'NOPE', percentOff: 5, appliesTo: 'all' },
      });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe.each(testDatabaseKinds())('discounted orders in the admin on %s', (kind) => {
  const t = useSignedInApp(kind);
  const get = (url: string) => adminCall(t.app, t.cookie, 'GET', url);

  it('shows the code and the discount in the order list, the order, the CSV and the sales cards', async () => {
    await createCode(t.app, t.cookie, { code: 'SHOWME', amountOffCents: 4_900 });
    const checkout = await startCheckoutWithCode(t.app, 'showme', {
      email: 'coded@example.com',
      remoteAddress: '192.0.2.30',
    });
    const { clientSecret } = checkout.json();
    expect((await payWithTestCard(t.app, clientSecret)).statusCode).toBe(200);

    const [row] = (await get('/api/admin/orders?q=coded@')).json().orders;
    expect(row).toMatchObject({
      amountCents: 10_000,
      discountCode: 'SHOWME',
      discountCents: 4_900,
    });
    const detail = (await get(`/api/admin/orders/${row.id}`)).json();
    expect(detail.order).toMatchObject({ discountCode: 'SHOWME', discountCents: 4_900 });
    const csv = (await get('/api/admin/orders/export.csv?q=coded@')).body;
    expect(csv).toContain(
      ',coded@example.com,Algorithm Zip,100.00,USD,completed,Not Downloaded,SHOWME,49.00',
    );
    const { cards } = (await get('/api/admin/purchases')).json();
    expect(cards).toMatchObject({
      totalRevenueCents: 10_000,
      discountedSales: 1,
      discountCents: 4_900,
    });
    expect((await listCodes(t.app, t.cookie))[0]).toMatchObject({
      code: 'SHOWME',
      usesTaken: 1,
      paidOrders: 1,
      discountCents: 4_900,
    });
  });
});
