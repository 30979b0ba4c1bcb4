import { describe, expect, it } from 'vitest';
import { secondFactorPaths } from '../../shared/admin/second-factor.ts';
import { apiPath, apiPaths, apiRoot, withQuery } from '../../shared/api-paths.ts';
import { FakeStripe } from '../testing/fake-stripe.ts';
import { createTestApp } from '../testing/test-app.ts';

/** The patterns an app registers under /api (HEAD, derived from GET, counts once). */
async function apiRoutesOf(env: NodeJS.ProcessEnv): Promise<Set<string>> {
  const t = await createTestApp('pglite', { env });
  try {
    return new Set(
      t.app.registeredRoutes
        .map((route) => route.url)
        .filter((url) => url.startsWith(`${apiRoot}/`)),
    );
  } finally {
    await t.app.close();
  }
}

describe('the table of API paths', () => {
  it('holds every route the app registers under /api (the second factor’s in a table of their own), and nothing it does not', async () => {
    const fakeStripe = new FakeStripe();
    const api = await fakeStripe.start();
    try {
      // The test payment provider's routes and Stripe's webhook are never in one app together.
      const [withTestProvider, withStripe] = await Promise.all([
        apiRoutesOf({}),
        apiRoutesOf({
          STRIPE_SECRET_KEY: 'sk_test_1',
          STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
          STRIPE_WEBHOOK_SECRET: 'whsec_1',
          STRIPE_API_URL: `http://${api.host}:${api.port}`,
        }),
      ]);
      const registered = new Set([...withTestProvider, ...withStripe]);
      // The second factor's admin paths live apart, so the public pages' bundles leave them out.
      const tables = [...Object.values(apiPaths), ...Object.values(secondFactorPaths)];
      expect([...registered].sort()).toEqual(tables.sort());
    } finally {
      await fakeStripe.stop();
    }
  }, 60_000);

  it('fills and encodes parameters, and adds only the query values that are set', () => {
    expect(apiPath('adminOrderRefund', { id: 7 })).toBe('/api/admin/orders/7/refund');
    expect(apiPath('order', { token: 'a/b?c' })).toBe('/api/orders/a%2Fb%3Fc');
    expect(apiPath('adminOrdersExport')).toBe('/api/admin/orders/export.csv');
    expect(withQuery(apiPath('adminMail'), { limit: 20, status: undefined, q: 'a b&c' })).toBe(
      '/api/admin/mail?limit=20&q=a+b%26c',
    );
    expect(withQuery(apiPath('checkoutStatus'), {})).toBe('/api/checkout/status');
  });
});
