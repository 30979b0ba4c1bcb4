import type { TaxLocation } from '../../shared/tax.ts';

/** What to tax: one item at its price (after any discount), tax on top of it. */
export interface TaxCalculationRequest {
  priceCents: number;
  currency: string;
  /** The order's item, as the calculation's line reference ("bot", "art-3"). */
  itemReference: string;
  location: TaxLocation;
  /** A business in another EU country: Stripe is told the buyer accounts for the VAT. */
  reverseCharge: boolean;
}

export interface TaxCalculation {
  /** Stripe Tax's calculation id (`taxcalc_…`): becomes the transaction once paid. */
  id: string;
  taxCents: number;
  /** "VAT 19% (DE)", or undefined when no tax applies. */
  label: string | undefined;
}

/** Stripe's records of the tax collected: a transaction per paid order, reversed on refund. */
export interface TaxCalculator {
  calculate(request: TaxCalculationRequest): Promise<TaxCalculation>;
  /** Records a paid order's calculation as a transaction; one reference, one transaction. */
  recordTransaction(calculationId: string, reference: string): Promise<{ transactionId: string }>;
  /**
   * Reverses a part (`flatAmountCents`: what went back, tax included) or all of a transaction;
   * one reference, one reversal.
   */
  reverse(request: {
    transactionId: string;
    reference: string;
    mode: 'full' | 'partial';
    flatAmountCents: number;
  }): Promise<{ reversalId: string }>;
}
