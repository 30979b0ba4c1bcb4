import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp('pglite', {
    env: {
      PUBLIC_URL: 'https://shop.example.com',
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
    },
  });
});
afterAll(async () => {
  await testApp.app.close();
});

const post = (headers: Record<string, string>) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/anything',
    headers: { host: 'localhost:3000', 'content-type': 'application/json', ...headers },
    payload: '{}',
  });

describe('same-origin guard for state-changing API calls', () => {
  it('refuses a request a browser marks as cross-site', async () => {
    const response = await post({ 'sec-fetch-site': 'cross-site' });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/another website/);
  });

  it('refuses a request whose Origin is another site', async () => {
    const response = await post({ origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
  });

  it('lets same-origin requests through (by Host or by PUBLIC_URL)', async () => {
    expect(
      (await post({ origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' })).statusCode,
    ).toBe(404);
    expect((await post({ origin: 'https://shop.example.com' })).statusCode).toBe(404);
  });

  it('lets requests without browser origin headers through (webhooks, tools)', async () => {
    expect((await post({})).statusCode).toBe(404);
  });

  it('guards the routed path, however the URL spells it', async () => {
    for (const url of [
      '/api/contact',
      '/%61pi/contact',
      '/api/%63ontact',
      '/API/contact/',
      '/api//contact',
    ]) {
      const response = await testApp.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
        payload: { email: 'a@example.com', message: 'hello' },
      });
      expect(response.statusCode, url).toBe(403);
    }
    expect(await testApp.database.db.select().from(contactMessages)).toHaveLength(0);
  });

  it('lets the payment webhook be called by the provider', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json', origin: 'https://stripe.example' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The webhook signature is not valid.');
  });

  it('never blocks reads', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(200);
  });
});
