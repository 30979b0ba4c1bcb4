import type Stripe from 'stripe';
import type { TaxCalculation, TaxCalculationRequest, TaxCalculator } from './tax-calculator.ts';

/** "VAT 19% (DE)" from a calculation's breakdown; undefined when nothing is taxed. */
function labelOf(calculation: Stripe.Tax.Calculation): string | undefined {
  const taxed = calculation.tax_breakdown.find((part) => part.amount > 0);
  const details = taxed?.tax_rate_details;
  if (!taxed || !details) return undefined;
  const kind = details.tax_type ? details.tax_type.replaceAll('_', ' ') : 'tax';
  const name = kind === 'vat' || kind === 'gst' ? kind.toUpperCase() : kind;
  const where = [details.country, details.state].filter(Boolean).join('-');
  const percent = Number(details.percentage_decimal);
  return `${name.charAt(0).toUpperCase()}${name.slice(1)} ${percent}%${where ? ` (${where})` : ''}`;
}

/**
 * Stripe Tax: the Tax Calculations API before payment, and Tax Transactions once paid (created
 * from the calculation) and refunded (reversals). Idempotency keys make every write safe to
 * repeat; Stripe also refuses a second transaction with one reference.
 */
export class StripeTax implements TaxCalculator {
  constructor(private readonly stripe: Stripe) {}

  async calculate(request: TaxCalculationRequest): Promise<TaxCalculation> {
    const { location } = request;
    const calculation = await this.stripe.tax.calculations.create({
      currency: request.currency.toLowerCase(),
      line_items: [
        {
          amount: request.priceCents,
          reference: request.itemReference,
          tax_behavior: 'exclusive',
        },
      ],
      customer_details: {
        address: {
          country: location.country,
          ...(location.postalCode ? { postal_code: location.postalCode } : {}),
        },
        address_source: 'billing',
        ...(location.euVat && location.vatNumber
          ? { tax_ids: [{ type: 'eu_vat', value: location.vatNumber }] }
          : {}),
        ...(request.reverseCharge ? { taxability_override: 'reverse_charge' } : {}),
      },
    });
    return {
      id: calculation.id ?? '',
      taxCents: calculation.tax_amount_exclusive,
      label: labelOf(calculation),
    };
  }

  async recordTransaction(calculationId: string, reference: string) {
    const transaction = await this.stripe.tax.transactions.createFromCalculation(
      { calculation: calculationId, reference },
      { idempotencyKey: `tax-transaction-${reference}` },
    );
    return { transactionId: transaction.id };
  }

  async reverse(request: {
    transactionId: string;
    reference: string;
    mode: 'full' | 'partial';
    flatAmountCents: number;
  }) {
    const reversal = await this.stripe.tax.transactions.createReversal(
      {
        original_transaction: request.transactionId,
        reference: request.reference,
        mode: request.mode,
        // Stripe takes what went back as a negative amount, tax included.
        ...(request.mode === 'partial' ? { flat_amount: -request.flatAmountCents } : {}),
      },
      { idempotencyKey: `tax-reversal-${request.reference}` },
    );
    return { reversalId: reversal.id };
  }
}
