import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AdminDiscountCode } from '../../shared/discount-codes.ts';
import { orders } from '../db/schema.ts';
import { adminCall } from './admin-requests.ts';
import { useSignedInApp } from './admin-session.ts';
import type { TestDatabaseKind } from './test-database.ts';

/** Creates a code through the admin API and returns it; the test fails on a refusal. */
export async function createCode(
  app: FastifyInstance,
  cookie: string,
  fields: Record<string, unknown>,
): Promise<AdminDiscountCode> {
  const response = await adminCall(app, cookie, 'POST', '/api/admin/discount-codes', {
    appliesTo: 'all',
    ...fields,
  });
  if (response.statusCode !== 201) throw new Error(`code not created: ${response.body}`);
  return response.json().code;
}

/** The admin's list of codes. */
export async function listCodes(app: FastifyInstance, cookie: string) {
  const response = await adminCall(app, cookie, 'GET', '/api/admin/discount-codes');
  return response.json<{ codes: AdminDiscountCode[] }>().codes;
}

/**
 * Starts checkout with a discount code as the page does, from its own client address (the
 * checkout is rate-limited per client, and real buyers come from many).
 */
export function startCheckoutWithCode(
  app: FastifyInstance,
  discountCode: string,
  options: { email?: string; remoteAddress?: string; artCollectionId?: number } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    remoteAddress: options.remoteAddress ?? '203.0.113.50',
    payload: {
      email: options.email ?? 'buyer@example.com',
      acceptedTerms: true,
      discountCode,
      ...(options.artCollectionId === undefined
        ? {}
        : { artCollectionId: options.artCollectionId }),
    },
  });
}

/**
 * One signed-in app for a describe block, and the calls the discount tests make: each checkout
 * from an address of its own (the checkout is rate-limited per client, buyers are many).
 */
export function useDiscountCheckout(kind: TestDatabaseKind) {
  const t = useSignedInApp(kind);
  let addresses = 0;
  const address = () => {
    addresses += 1;
    return `198.51.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
  };
  return {
    t,
    address,
    db: () => t.database.db,
    code: (fields: Record<string, unknown>) => createCode(t.app, t.cookie, fields),
    start: (text: string, options: { email?: string; artCollectionId?: number } = {}) =>
      startCheckoutWithCode(t.app, text, { ...options, remoteAddress: address() }),
    ordersWith: (text: string) =>
      t.database.db.select().from(orders).where(eq(orders.discountCode, text)),
  };
}
