import { afterEach, describe, expect, it } from 'vitest';
import { contactMessages } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';

const production = { NODE_ENV: 'production', PAYMENTS_PROVIDER: 'test' };
const message = { email: 'ada@example.com', message: 'Hello' };

describe.each(testDatabaseKinds())('client addresses and rate limits on %s', (kind) => {
  let t: TestApp;
  afterEach(async () => {
    await t.app.close();
  });

  const contact = (forwardedFor: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: message,
      headers: { 'x-forwarded-for': forwardedFor },
    });
  const checkout = (forwardedFor: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: { email: 'buyer@example.com', acceptedTerms: true },
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('ignores X-Forwarded-For without TRUST_PROXY, even in production', async () => {
    t = await createTestApp(kind, { env: production });
    const statuses = [];
    for (let n = 1; n <= 8; n += 1) statuses.push((await contact(`10.9.${n}.1`)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
    expect(await t.database.db.select().from(contactMessages)).toHaveLength(5);

    const intents = [];
    for (let n = 1; n <= 12; n += 1) intents.push((await checkout(`10.9.${n}.1`)).statusCode);
    expect(intents.filter((status) => status === 200)).toHaveLength(10);
    expect(intents.slice(10)).toEqual([429, 429]);
  });

  it('believes the proxies TRUST_PROXY names, and only the hops it names', async () => {
    t = await createTestApp(kind, { env: { ...production, TRUST_PROXY: '1' } });
    // Behind one trusted proxy, each visitor is the address that proxy saw.
    for (let n = 1; n <= 6; n += 1) expect((await contact(`10.9.${n}.1`)).statusCode).toBe(201);
    // A client that prepends its own entries still gets the address the proxy appended.
    const spoofed = [];
    for (let n = 1; n <= 6; n += 1) {
      spoofed.push((await contact(`198.51.100.${n}, 203.0.113.7`)).statusCode);
    }
    expect(spoofed).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('accepts a list of proxy addresses', async () => {
    t = await createTestApp(kind, { env: { ...production, TRUST_PROXY: '127.0.0.1/32' } });
    const response = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(response.statusCode).toBe(200);
    for (let n = 1; n <= 6; n += 1) expect((await contact(`10.9.${n}.1`)).statusCode).toBe(201);
  });
});
