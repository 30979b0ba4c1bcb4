import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ArtVerificationSchema } from '../../shared/art-verification.ts';
import { orders } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';
import { insertTestEdition } from '../testing/art-test-edition.ts';
import { maskEmail } from './verify-edition.ts';

describe.each(testDatabaseKinds())('certificate verification on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.app.close();
  });

  let address = 0;
  const verify = (code: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/art/verify/${encodeURIComponent(code)}`,
      // A client of its own per request, so the limit test alone meets the limit.
      remoteAddress: `198.51.100.${(address = (address % 250) + 1)}`,
    });

  it('confirms a genuine code, in any of the forms people type it', async () => {
    await insertTestEdition(t.database.db, t.app.shop.files, {
      verificationCode: 'K7MPQ2X9ZRT4HWN8BCD3',
      ownerEmail: 'ada.lovelace@example.com',
      name: 'Cosmic Drift',
      rarity: 'rare',
      editionNumber: 2,
      editionOf: 25,
      issuedAt: new Date('2026-11-22T20:08:13Z'),
    });
    for (const code of [
      'K7MPQ2X9ZRT4HWN8BCD3',
      'K7MPQ-2X9ZR-T4HWN-8BCD3',
      'k7mpq-2x9zr-t4hwn-8bcd3',
    ]) {
      const response = await verify(code);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual({
        valid: true,
        collectionName: 'Cosmic Drift',
        rarity: 'rare',
        editionNumber: 2,
        editionOf: 25,
        ownerEmailMasked: 'a•••@example.com',
        issuedAt: '2026-11-22T20:08:13.000Z',
      });
      expect(ArtVerificationSchema.parse(response.json()).valid).toBe(true);
    }
  });

  it('finds a code that fulfilment stored in its grouped form too', async () => {
    await insertTestEdition(t.database.db, t.app.shop.files, {
      verificationCode: 'GRAPH-EDCDE-22222-33333',
    });
    expect((await verify('GRAPHEDCDE2222233333')).json().valid).toBe(true);
  });

  it('answers unknown and malformed codes alike, with the same shape and status', async () => {
    const answers = await Promise.all(
      [
        'ZZZZZ-ZZZZZ-ZZZZZ-ZZZZZ',
        'not a code',
        'O0O0O-I1I1I-O0O0O-I1I1I',
        'x',
        "'; drop table",
      ].map(verify),
    );
    for (const response of answers) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ valid: false });
    }
  });

  it('no longer confirms the edition of a refunded order', async () => {
    const { orderId } = await insertTestEdition(t.database.db, t.app.shop.files, {
      verificationCode: 'REFND22222333334444A',
    });
    expect((await verify('REFND22222333334444A')).json().valid).toBe(true);
    await t.database.db.update(orders).set({ status: 'refunded' }).where(eq(orders.id, orderId));
    expect((await verify('REFND22222333334444A')).json()).toEqual({ valid: false });
  });

  it('limits how fast one client may ask', async () => {
    const ask = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/art/verify/ZZZZZZZZZZZZZZZZZZZZ',
        remoteAddress: '203.0.113.77',
      });
    const statuses: number[] = [];
    for (let n = 0; n < 31; n += 1) statuses.push((await ask()).statusCode);
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('maskEmail', () => {
  it('keeps the first character and the domain', () => {
    expect(maskEmail('ada@example.com')).toBe('a•••@example.com');
    expect(maskEmail('x@y.io')).toBe('x•••@y.io');
    expect(maskEmail('broken')).toBe('•••');
  });
});
