import type { CreatePaymentIntentResponse } from '../src/shared/checkout.ts';
import type { OrderView } from '../src/shared/order-view.ts';

async function call<T>(origin: string, path: string, address: string, body?: object): Promise<T> {
  const response = await fetch(`${origin}${path}`, {
    method: body ? 'POST' : 'GET',
    // The shop trusts its loopback proxy (`startShop`): each buyer comes from an address of its
    // own, as real buyers do, so checkout's limit per client (10 a minute) never stops the bench.
    headers: {
      'x-forwarded-for': address,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The n-th bench buyer's address, in a block kept for documentation (RFC 5737). */
function buyerAddress(n: number): string {
  if (n < 1 || n > 254) throw new Error(`the bench has addresses for 254 buyers, not ${n}`);
  return `198.51.100.${n}`;
}

/**
 * Buys the bot as the n-th buyer does, through the test payment provider's card form API, and
 * returns the order's token and the view the thank-you page shows.
 */
export async function buyBot(
  origin: string,
  buyer: number,
): Promise<{ orderToken: string; view: OrderView }> {
  const address = buyerAddress(buyer);
  const checkout = await call<CreatePaymentIntentResponse>(
    origin,
    '/api/create-payment-intent',
    address,
    { email: `bench-buyer-${buyer}@example.com`, acceptedTerms: true },
  );
  await call(origin, '/api/test-payments/confirm', address, {
    clientSecret: checkout.clientSecret,
    cardNumber: '4242 4242 4242 4242',
    expiry: '12 / 34',
    cvc: '123',
  });
  const view = await call<OrderView>(origin, `/api/orders/${checkout.orderToken}`, address);
  return { orderToken: checkout.orderToken, view };
}

/**
 * Buys the bot `orders` times, and returns the download file path of each order once for every
 * download its link allows.
 */
export async function buyDownloads(origin: string, orders: number): Promise<string[]> {
  const downloads: string[] = [];
  for (let order = 1; order <= orders; order += 1) {
    const { view } = await buyBot(origin, order);
    const link = view.order.download;
    if (!link) throw new Error('a paid order has no download link');
    for (let left = link.maxDownloads - link.downloadsUsed; left > 0; left -= 1) {
      downloads.push(link.url);
    }
  }
  return downloads;
}
