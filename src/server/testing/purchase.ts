import type { FastifyInstance } from 'fastify';
import type { CreatePaymentIntentResponse } from '../../shared/checkout.ts';
import type { OrderView } from '../../shared/order-view.ts';

/** Starts checkout as the page does (the buyer ticked the terms box) and returns the server's answer. */
export async function startCheckout(
  app: FastifyInstance,
  email = 'buyer@example.com',
): Promise<CreatePaymentIntentResponse> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    payload: { email, amount: 149, acceptedTerms: true },
  });
  if (response.statusCode !== 200) throw new Error(`checkout failed: ${response.body}`);
  return response.json();
}

/**
 * Starts buying an art piece; each buyer from its own address, as real buyers are (the checkout
 * is rate-limited per client).
 */
export function startArtCheckout(
  app: FastifyInstance,
  artCollectionId: number,
  email = 'collector@example.com',
  remoteAddress = '203.0.113.10',
) {
  return app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    remoteAddress,
    payload: { email, artCollectionId, acceptedTerms: true },
  });
}

export async function payWithTestCard(
  app: FastifyInstance,
  clientSecret: string,
  cardNumber = '4242 4242 4242 4242',
) {
  return app.inject({
    method: 'POST',
    url: '/api/test-payments/confirm',
    payload: { clientSecret, cardNumber, expiry: '12 / 34', cvc: '123' },
  });
}

export async function viewOrder(app: FastifyInstance, orderToken: string): Promise<OrderView> {
  const response = await app.inject({ method: 'GET', url: `/api/orders/${orderToken}` });
  if (response.statusCode !== 200) throw new Error(`order view failed: ${response.body}`);
  return response.json();
}

/** A completed test-provider purchase; returns the order token and the download path. */
export async function buyWithTestCard(app: FastifyInstance, email = 'buyer@example.com') {
  const checkout = await startCheckout(app, email);
  const paid = await payWithTestCard(app, checkout.clientSecret);
  if (paid.statusCode !== 200) throw new Error(`payment failed: ${paid.body}`);
  const view = await viewOrder(app, checkout.orderToken);
  if (!view.order.download) throw new Error('order has no download link');
  return { orderToken: checkout.orderToken, downloadPath: view.order.download.url, view };
}
