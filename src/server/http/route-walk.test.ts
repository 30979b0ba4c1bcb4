import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../app.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';

/*
 * Every route the shop registers, fed what a careless or hostile client sends: NUL characters
 * in the path, query and body, an oversized body, the wrong content type and broken JSON. None
 * may answer 5xx: each gets a 4xx a person (or a client) can act on.
 */

const stripeEnv = {
  STRIPE_SECRET_KEY: 'sk_test_1',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
  STRIPE_WEBHOOK_SECRET: 'whsec_1',
};

/** The route's URL with each parameter filled with a NUL-bearing value. */
const withNulParams = (url: string) =>
  url.replace(/:[A-Za-z]+/g, 'a%00b').replace(/\*$/, 'x%00y') + '?q=%00&order=%00';

const nulBody = JSON.stringify({
  email: 'a\u0000b@b.co',
  message: '\u0000',
  firstName: '\u0000',
  clientSecret: '\u0000',
  cardNumber: '4242\u0000',
  expiry: '\u0000',
  cvc: '\u0000',
  amount: '\u0000',
});

function badRequests(route: RegisteredRoute): (InjectOptions & { label: string })[] {
  const url = withNulParams(route.url);
  const method = route.method as InjectOptions['method'];
  if (route.method === 'GET' || route.method === 'HEAD' || route.method === 'OPTIONS') {
    return [{ label: 'NUL in path and query', method, url }];
  }
  const json = { 'content-type': 'application/json' };
  return [
    { label: 'NUL in the body', method, url, headers: json, payload: nulBody },
    {
      label: 'an oversized body',
      method,
      url,
      headers: json,
      payload: JSON.stringify({ message: 'x'.repeat(2 * 1024 * 1024) }),
    },
    {
      label: 'a wrong content type',
      method,
      url,
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    },
    { label: 'broken JSON', method, url, headers: json, payload: '{"email":' },
    { label: 'no body', method, url, headers: json },
  ];
}

describe.each(testDatabaseKinds())('every route on %s', (kind) => {
  describe.each([
    ['the test provider', {}],
    ['Stripe', stripeEnv],
  ])('with %s', (_provider, env) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind, { env, serveSite: true });
    });
    afterAll(async () => {
      await t.app.close();
    });

    it('answers bad input with 4xx, never 5xx', async () => {
      const routes = t.app.registeredRoutes;
      expect(routes.length).toBeGreaterThan(10);
      expect(routes.map((route) => `${route.method} ${route.url}`)).toContain('POST /api/contact');
      const failures: string[] = [];
      for (const route of routes) {
        for (const request of badRequests(route)) {
          const { label, ...options } = request;
          const response = await t.app.inject(options);
          if (response.statusCode >= 500) {
            failures.push(`${route.method} ${route.url} with ${label}: ${response.statusCode}`);
          }
        }
      }
      expect(failures).toEqual([]);
    });
  });
});
