import type { StripeSettings } from './stripe-provider.ts';

export type StripeApi = NonNullable<StripeSettings['api']>;

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * STRIPE_API_URL: a stand-in for Stripe's API on this machine (the fake the multi-process tests
 * run). Pointing real card payments anywhere but Stripe would let a stand-in say "paid" for money
 * that never moved, so it is taken only with a test key and a loopback address.
 */
export function stripeApiFrom(url: string, secretKey: string): StripeApi | { error: string } {
  const parsed = new URL(url);
  if (!LOOPBACK_HOSTS.has(parsed.hostname)) {
    return { error: 'must point at this machine (127.0.0.1, localhost or [::1])' };
  }
  if (!secretKey.startsWith('sk_test_')) {
    return { error: 'is honoured only with a test key (STRIPE_SECRET_KEY starting sk_test_)' };
  }
  const protocol = parsed.protocol === 'https:' ? 'https' : 'http';
  const port = parsed.port ? Number(parsed.port) : protocol === 'https' ? 443 : 80;
  return { host: parsed.hostname.replace(/^\[|\]$/g, ''), port, protocol };
}
