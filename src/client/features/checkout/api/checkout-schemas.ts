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
 * modules checkout.ts builds on, then its own schemas: three steps with a task between them, the
 * middle one fetched at once and each module evaluated as it arrives. Building a zod schema is
 * main-thread work (some 20 ms for all of these on this machine, several times that on a slow
 * phone); in one task it was the checkout's longest after the paint.
 */
async function loadCheckoutSchemas(): Promise<CheckoutSchemas> {
  await import('../../../../shared/fields.ts');
  await nextTask();
  await Promise.all([
    import('../../../../shared/artwork.ts'),
    import('../../../../shared/discount-code-text.ts'),
    import('../../../../shared/tax.ts'),
  ]);
  await nextTask();
  return import('../../../../shared/checkout.ts');
}
