import type { FastifyReply } from 'fastify';
import {
  checkTaxLocation,
  isReverseCharge,
  type TaxLocationInput,
  type TaxMode,
  type TaxQuote,
} from '../../shared/tax.ts';
import type { PricedTax } from '../orders/order-tax.ts';
import type { TaxCalculator } from '../payments/tax-calculator.ts';
import type { CheckoutItem } from './checkout-item.ts';

/** How the shop taxes its sales (TAX_MODE, SELLER_COUNTRY), and Stripe Tax when it does. */
export interface CheckoutTax {
  mode: TaxMode;
  sellerCountry: string | undefined;
  /** Present when `mode` is `stripe`. */
  calculator?: TaxCalculator;
}

export type TaxPricing =
  | { ok: true; tax?: PricedTax }
  | { ok: false; status: 400; field: keyof TaxLocationInput; message: string }
  | { ok: false; status: 502; message: string; cause: unknown };

const TAX_UNREACHABLE =
  'We could not work out the tax just now. Please try again in a minute; nothing was charged.';

/**
 * The tax on `priceCents` (the item's price after any code) for where the buyer is, asked of
 * Stripe Tax by the server. Without tax (TAX_MODE=off) there is nothing to ask; with it the
 * buyer's country is required, and a price of nothing has no tax to ask about.
 */
export async function priceTax(
  settings: CheckoutTax,
  item: CheckoutItem,
  priceCents: number,
  input: TaxLocationInput,
): Promise<TaxPricing> {
  if (settings.mode === 'off' || !settings.calculator) return { ok: true };
  const checked = checkTaxLocation(input);
  if (!checked.ok) return { ...checked, status: 400 };
  if (priceCents === 0) return { ok: true };
  const { location } = checked;
  const reverseCharge = isReverseCharge(location, settings.sellerCountry);
  try {
    const calculation = await settings.calculator.calculate({
      priceCents,
      currency: item.currency,
      itemReference: item.kind === 'bot' ? 'bot' : `art-${item.collectionId}`,
      location,
      reverseCharge,
    });
    // A reverse charge carries no VAT, whatever a calculation says.
    const taxed = reverseCharge ? { ...calculation, taxCents: 0, label: undefined } : calculation;
    return { ok: true, tax: { location, reverseCharge, priceCents, calculation: taxed } };
  } catch (cause) {
    return { ok: false, status: 502, message: TAX_UNREACHABLE, cause };
  }
}

/** The summary a checkout shows before payment: price, tax, and the total on the pay button. */
export function taxQuoteOf(priceCents: number, tax: PricedTax | undefined): TaxQuote {
  const taxCents = tax?.calculation.taxCents ?? 0;
  return {
    priceCents,
    taxCents,
    totalCents: priceCents + taxCents,
    reverseCharge: tax?.reverseCharge ?? false,
    ...(tax?.calculation.label ? { label: tax.calculation.label } : {}),
  };
}

/** A refused tax pricing: the field's message (400), or Stripe Tax not answering (502). */
export function taxRefused(reply: FastifyReply, refused: Extract<TaxPricing, { ok: false }>) {
  if (refused.status === 502) {
    return reply.code(502).send({ error: 'Bad Gateway', message: refused.message });
  }
  return reply.code(400).send({
    error: 'Bad Request',
    message: refused.message,
    fieldErrors: { [refused.field]: [refused.message] },
  });
}
