import type * as checkoutModule from '../../../../shared/checkout.ts';
import type { ResponseCheck } from '../../../lib/api-client.ts';
import { nextTask } from '../../../lib/next-task.ts';

type CheckoutSchemas = typeof checkoutModule;

/**
 * The check of one checkout answer with its shared schema (src/shared/checkout.ts), that module
 * loaded when a call is made rather than with the page: zod is most of it, and the checkout's
 * first paint needs none of it (the server validates every request anyway). The load starts
 * beside the request, so the answer seldom waits for it.
 */
export function checkoutSchemaCheck<T>(
  pick: (schemas: CheckoutSchemas) => ResponseCheck<T>,
  load: () => Promise<CheckoutSchemas> = loadCheckoutSchemas,
): ResponseCheck<T> {
  const check = load().then(pick);
  // A request that fails first never parses: its unused load must not be an unhandled rejection.
  check.catch(() => {});
  return { parse: async (body) => (await check).parse(body) };
}

/**
 * zod with the shop's field rules (fields.ts, which every checkout schema builds on), then the
 * modules checkout.ts builds on, then its own schemas, each evaluated in a task of its own.
 * Building a zod schema is work on the main thread (some 20 ms for all of these on this machine,
 * several times that on a slow phone); in one task it was the checkout's longest after the paint.
 */
async function loadCheckoutSchemas(): Promise<CheckoutSchemas> {
  for (const load of schemaModules) {
    await load();
    await nextTask();
  }
  return import('../../../../shared/checkout.ts');
}

/** checkout.ts's own imports that build schemas, in the order it imports them. */
const schemaModules = [
  () => import('../../../../shared/fields.ts'),
  () => import('../../../../shared/art.ts'),
  () => import('../../../../shared/discount-codes.ts'),
  () => import('../../../../shared/tax.ts'),
];
