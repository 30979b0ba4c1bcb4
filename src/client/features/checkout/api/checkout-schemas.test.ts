import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkoutSchemaCheck } from './checkout-schemas.ts';

describe('a checkout answer checked with its lazily loaded schema', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('builds zod, the modules checkout.ts builds on and its own schemas in tasks of their own', async () => {
    const schedulerYield = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: schedulerYield });
    const check = checkoutSchemaCheck((schemas) => schemas.TestCardPaymentResponseSchema);
    await expect(check.parse({ status: 'succeeded' })).resolves.toEqual({ status: 'succeeded' });
    // After fields.ts (zod), and after the modules checkout.ts builds on.
    expect(schedulerYield).toHaveBeenCalledTimes(2);
  });

  it('parses with the shared schema', async () => {
    const check = checkoutSchemaCheck((schemas) => schemas.CreatePaymentIntentResponseSchema);
    await expect(
      check.parse({
        clientSecret: 'secret',
        orderToken: 'A'.repeat(43),
        amountCents: 14_900,
        currency: 'usd',
        paymentRequired: true,
        discountCents: 0,
        taxCents: 0,
        reverseCharge: false,
      }),
    ).resolves.toMatchObject({ amountCents: 14_900 });
    await expect(check.parse({ amountCents: 'a lot' })).rejects.toThrow();
  });

  it('starts loading the schemas with the request, before the answer comes', () => {
    const load = vi.fn(() => import('../../../../shared/checkout.ts'));
    checkoutSchemaCheck((schemas) => schemas.CheckoutStatusSchema, load);
    expect(load).toHaveBeenCalledOnce();
  });

  it('leaves no unhandled rejection when the load fails and nothing is parsed', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const failing = () => Promise.reject(new Error('offline'));
      const check = checkoutSchemaCheck((schemas) => schemas.CheckoutStatusSchema, failing);
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
      await expect(check.parse({})).rejects.toThrow('offline');
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
