import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { StripePaymentProvider } from '../payments/stripe-provider.ts';
import type { FakeStripe } from './fake-stripe.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import type { TestDatabaseKind } from './test-database.ts';

// Made up: the fake Stripe takes any key; a test-mode prefix keeps the shop in test mode.
const secretKey = 'sk_test_123';
const publishableKey = 'pk_test_123';
const signer = new Stripe('sk_test_signer');

/**
 * The shop taking payments through Stripe's real client, which talks to `api` (a FakeStripe), with
 * one file in the package: Stripe never sells an empty one.
 */
export async function createStripeTestApp(
  kind: TestDatabaseKind,
  settings: {
    api: Awaited<ReturnType<FakeStripe['start']>>;
    webhookSecret: string;
    log: Pick<FastifyBaseLogger, 'warn'>;
    /** More settings, e.g. TAX_MODE=stripe. */
    env?: NodeJS.ProcessEnv;
  },
): Promise<TestApp> {
  const { api, webhookSecret, log } = settings;
  const t = await createTestApp(kind, {
    env: {
      ...settings.env,
      STRIPE_SECRET_KEY: secretKey,
      STRIPE_PUBLISHABLE_KEY: publishableKey,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
    },
    overrides: {
      payments: await StripePaymentProvider.open(
        { secretKey, publishableKey, webhookSecret, api },
        log,
      ),
    },
  });
  await t.app.shop.productFiles.add('cryptomaton.py', Buffer.from('print("bot")'), {
    active: true,
  });
  return t;
}

/** Posts an event to the shop's webhook as Stripe does, signed with `secret`. */
export function sendStripeEvent(
  app: FastifyInstance,
  event: { id: string; type: string; object: object; secret: string },
) {
  const payload = JSON.stringify({
    id: event.id,
    object: 'event',
    type: event.type,
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    data: { object: event.object },
  });
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret: event.secret });
  return app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}
