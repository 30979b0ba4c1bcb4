import { describe, expect, it } from 'vitest';
import { appInHooks, createTestApp } from '../testing/test-app.ts';

// The headers the built site is served with (npm test builds first).
const site = appInHooks('all', () => createTestApp('pglite', { serveSite: true }));

const get = (url: string, headers: Record<string, string> = {}) =>
  site.app.inject({ method: 'GET', url, headers });

describe('security headers', () => {
  it('sets nosniff, frame denial and a strict referrer policy; no HSTS outside production', async () => {
    const response = await get('/');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('locks API answers down completely', async () => {
    const response = await get('/healthz');
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });

  it('sends HSTS in production', async () => {
    const production = await createTestApp('pglite', {
      env: { NODE_ENV: 'production', PAYMENTS_PROVIDER: 'test' },
      serveSite: true,
    });
    const response = await production.app.inject({ method: 'GET', url: '/' });
    expect(response.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    expect(response.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    await production.app.close();
  });
});

describe('checkout page CSP', () => {
  it('lets Stripe in on /checkout only, and only when Stripe is the provider', async () => {
    const testMode = await get('/checkout');
    expect(testMode.headers['content-security-policy']).not.toContain('stripe.com');

    const stripe = await createTestApp('pglite', {
      serveSite: true,
      env: {
        STRIPE_SECRET_KEY: 'sk_test_1',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
        STRIPE_WEBHOOK_SECRET: 'whsec_1',
      },
    });
    // The prerendered page, under any of its names and with the art store's query.
    for (const url of ['/checkout', '/checkout/', '/checkout?art=3']) {
      const checkout = await stripe.app.inject({ method: 'GET', url });
      expect(checkout.body, url).toContain('Your email');
      const csp = String(checkout.headers['content-security-policy']);
      expect(csp, url).toContain("script-src 'self' https://js.stripe.com");
      expect(csp, url).toContain('frame-src https://js.stripe.com https://hooks.stripe.com');
      expect(csp, url).toContain("connect-src 'self' https://api.stripe.com");
    }
    const home = await stripe.app.inject({ method: 'GET', url: '/' });
    expect(home.headers['content-security-policy']).not.toContain('stripe.com');
    await stripe.app.close();
  });
});

describe('art gallery CSP', () => {
  it('lets the gallery frame the YouTube player it loads on click, and no other page', async () => {
    for (const encoding of ['identity', 'br', 'gzip']) {
      const gallery = await get('/digital-collectibles', { 'accept-encoding': encoding });
      expect(gallery.statusCode).toBe(200);
      expect(String(gallery.headers['content-security-policy'])).toContain(
        'frame-src https://www.youtube-nocookie.com;',
      );
    }
    for (const url of ['/', '/features', '/digital-collectibles/verify/ABCDE', '/checkout']) {
      expect(String((await get(url)).headers['content-security-policy'])).toContain(
        "frame-src 'none'",
      );
    }
  });
});
