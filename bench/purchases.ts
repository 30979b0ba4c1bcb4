import type { CreatePaymentIntentResponse, OrderView } from '../src/shared/checkout.ts';

async function call<T>(origin: string, path: string, body?: object): Promise<T> {
  const response = await fetch(`${origin}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Buys the bot `orders` times as a buyer does, through the test payment provider's card form
 * API, and returns the download file path of each order once for every download its link allows.
 */
export async function buyDownloads(origin: string, orders: number): Promise<string[]> {
  const downloads: string[] = [];
  for (let order = 1; order <= orders; order += 1) {
    const checkout = await call<CreatePaymentIntentResponse>(origin, '/api/create-payment-intent', {
      email: `bench-buyer-${order}@example.com`,
    });
    await call(origin, '/api/test-payments/confirm', {
      clientSecret: checkout.clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12 / 34',
      cvc: '123',
    });
    const view = await call<OrderView>(origin, `/api/orders/${checkout.orderToken}`);
    const link = view.order.download;
    if (!link) throw new Error('a paid order has no download link');
    for (let left = link.maxDownloads - link.downloadsUsed; left > 0; left -= 1) {
      downloads.push(link.url);
    }
  }
  return downloads;
}
