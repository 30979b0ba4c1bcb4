import type { ContactMessageInput } from '../../src/shared/contact.ts';
import type { CreatePaymentIntentResponse } from '../../src/shared/checkout.ts';
import type { OrderView } from '../../src/shared/order-view.ts';
import { call, jsonOf, type Reply, send } from './client.ts';

/*
 * What buyers, visitors and the owner do, as the shop's pages do it, against any origin (the
 * proxy, or one process directly). Each caller comes from its own client address.
 */

export const startCheckout = (
  origin: string,
  from: string,
  email: string,
  artCollectionId?: number,
): Promise<Reply> =>
  send(origin, 'POST', '/api/create-payment-intent', {
    from,
    json: { email, artCollectionId, acceptedTerms: true },
  });

/** The test provider's card form: Stripe's card that always succeeds. */
export const payWithTestCard = (origin: string, from: string, clientSecret: string) =>
  send(origin, 'POST', '/api/test-payments/confirm', {
    from,
    json: { clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' },
  });

/** The thank-you page's status check (which asks the provider when no event came yet). */
export const viewOrder = (origin: string, from: string, orderToken: string) =>
  send(origin, 'GET', `/api/orders/${orderToken}`, { from });

export const orderOf = (reply: Reply) => jsonOf<OrderView>(reply).order;

/** A whole purchase of the bot; returns the order token and the link's file path. */
export async function buyTheBot(origin: string, from: string, email: string) {
  const checkout = await call<CreatePaymentIntentResponse>(
    origin,
    'POST',
    '/api/create-payment-intent',
    { from, json: { email, acceptedTerms: true } },
  );
  const paid = await payWithTestCard(origin, from, checkout.clientSecret);
  if (paid.status !== 200) throw new Error(`payment refused: ${paid.status} ${paid.body}`);
  const order = orderOf(await viewOrder(origin, from, checkout.orderToken));
  if (!order.download) throw new Error('a paid order has no download link');
  return { orderToken: checkout.orderToken, downloadPath: order.download.url };
}

export const sendContactMessage = (
  origin: string,
  from: string,
  email: string,
  subject: string,
) => {
  const message: ContactMessageInput = {
    firstName: 'Scale',
    lastName: 'Test',
    email,
    subject,
    message: 'Sent by npm run test:scale to prove no message is lost.',
  };
  return send(origin, 'POST', '/api/contact', { from, json: message });
};

export interface AdminCredentials {
  email: string;
  password: string;
}

/** Signs in to the admin area; returns the session cookie to send back. */
export async function signIn(origin: string, from: string, admin: AdminCredentials) {
  const reply = await send(origin, 'POST', '/api/admin/login', { from, json: admin });
  const cookie = [reply.headers['set-cookie'] ?? []].flat()[0]?.split(';')[0];
  if (reply.status !== 200 || !cookie) {
    throw new Error(`admin sign-in failed: ${reply.status} ${reply.body}`);
  }
  return cookie;
}

/** An admin call with the session cookie. */
export const asAdmin = (
  origin: string,
  from: string,
  cookie: string,
  method: string,
  path: string,
  json?: unknown,
) => send(origin, method, path, { from, json, headers: { cookie } });
