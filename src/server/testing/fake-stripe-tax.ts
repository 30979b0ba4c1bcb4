import { randomBytes } from 'node:crypto';

/** A tax calculation as Stripe Tax answers it (the fields the shop and the tests read). */
export interface FakeTaxCalculation {
  id: string;
  object: 'tax.calculation';
  amount_total: number;
  currency: string;
  customer_details: {
    address: { country: string; postal_code: string | null };
    address_source: string | null;
    tax_ids: { type: string; value: string }[];
    taxability_override: string;
  };
  expires_at: number;
  livemode: false;
  tax_amount_exclusive: number;
  tax_amount_inclusive: 0;
  tax_breakdown: {
    amount: number;
    inclusive: false;
    taxable_amount: number;
    taxability_reason: string;
    tax_rate_details: {
      country: string;
      state: string | null;
      percentage_decimal: string;
      rate_type: 'percentage';
      tax_type: string | null;
    };
  }[];
  /** Stripe expands line items only on request; the fake keeps the one it was given. */
  line_items: { object: 'list'; data: { amount: number; reference: string }[] };
}

export interface FakeTaxTransaction {
  id: string;
  object: 'tax.transaction';
  type: 'transaction' | 'reversal';
  reference: string;
  currency: string;
  /** What the fake keeps for its own checks: the total and tax of a transaction, or reversed. */
  amountCents: number;
  taxCents: number;
  reversal: { original_transaction: string } | null;
  mode?: 'full' | 'partial';
}

/**
 * Rates the fake charges, deterministic by where the buyer is: Germany 19 %, France 20 %, the
 * Netherlands 21 %, a US ZIP code starting with 9 (California) 7.25 %, anywhere else nothing.
 * Basis points, so the arithmetic stays in whole numbers.
 */
function rateOf(country: string, postalCode: string | null) {
  if (country === 'DE') return { bp: 1900, percent: '19.0000', type: 'vat', state: null };
  if (country === 'FR') return { bp: 2000, percent: '20.0000', type: 'vat', state: null };
  if (country === 'NL') return { bp: 2100, percent: '21.0000', type: 'vat', state: null };
  if (country === 'US' && postalCode?.startsWith('9')) {
    return { bp: 725, percent: '7.2500', type: 'sales_tax', state: 'CA' };
  }
  return { bp: 0, percent: '0.0000', type: null, state: null };
}

type Answer = [number, unknown];
const refused = (message: string): Answer => [
  400,
  { error: { type: 'invalid_request_error', message } },
];

/** Stripe Tax's calculations, transactions and reversals, for the fake Stripe server. */
export class FakeStripeTax {
  readonly calculations = new Map<string, FakeTaxCalculation>();
  readonly transactions = new Map<string, FakeTaxTransaction>();
  /** Make the transaction calls (not calculations) fail with this status: Tax down after payment. */
  failTransactionsWith: number | undefined;

  /** Transactions and reversals by reference: Stripe refuses a second with one reference. */
  byReference(reference: string): FakeTaxTransaction | undefined {
    return [...this.transactions.values()].find((t) => t.reference === reference);
  }

  /** The outage's answer to a transaction call while `failTransactionsWith` is set. */
  outage(url: string): Answer | undefined {
    if (!url.startsWith('/v1/tax/transactions/') || !this.failTransactionsWith) return undefined;
    return [this.failTransactionsWith, { error: { type: 'api_error', message: 'Fake outage' } }];
  }

  handle(method: string, url: string, form: URLSearchParams): Answer | undefined {
    if (method !== 'POST') return undefined;
    if (url === '/v1/tax/calculations') return this.calculate(form);
    if (url === '/v1/tax/transactions/create_from_calculation') return this.record(form);
    if (url === '/v1/tax/transactions/create_reversal') return this.reverse(form);
    return undefined;
  }

  private calculate(form: URLSearchParams): Answer {
    const amount = Number(form.get('line_items[0][amount]'));
    const country = form.get('customer_details[address][country]') ?? '';
    if (!Number.isInteger(amount) || amount < 0) return refused('Invalid line_items[0][amount]');
    if (!country) return refused('Missing customer_details[address][country]');
    const postalCode = form.get('customer_details[address][postal_code]');
    if (country === 'US' && !postalCode) {
      return refused('A postal code is required for addresses in the US.');
    }
    const override = form.get('customer_details[taxability_override]') ?? 'none';
    const taxIds: { type: string; value: string }[] = [];
    for (let i = 0; form.has(`customer_details[tax_ids][${i}][type]`); i += 1) {
      taxIds.push({
        type: form.get(`customer_details[tax_ids][${i}][type]`) ?? '',
        value: form.get(`customer_details[tax_ids][${i}][value]`) ?? '',
      });
    }
    const rate = rateOf(country, postalCode);
    const reverse = override === 'reverse_charge';
    const tax = reverse ? 0 : Math.round((amount * rate.bp) / 10_000);
    const id = `taxcalc_${randomBytes(8).toString('hex')}`;
    const calculation: FakeTaxCalculation = {
      id,
      object: 'tax.calculation',
      amount_total: amount + tax,
      currency: form.get('currency') ?? '',
      customer_details: {
        address: { country, postal_code: postalCode },
        address_source: form.get('customer_details[address_source]'),
        tax_ids: taxIds,
        taxability_override: override,
      },
      expires_at: Math.floor(Date.now() / 1000) + 90 * 86_400,
      livemode: false,
      tax_amount_exclusive: tax,
      tax_amount_inclusive: 0,
      tax_breakdown: [
        {
          amount: tax,
          inclusive: false,
          taxable_amount: reverse || rate.bp === 0 ? 0 : amount,
          taxability_reason: reverse
            ? 'reverse_charge'
            : rate.bp === 0
              ? 'not_collecting'
              : 'standard_rated',
          tax_rate_details: {
            country,
            state: rate.state,
            percentage_decimal: reverse ? '0.0000' : rate.percent,
            rate_type: 'percentage',
            tax_type: rate.type,
          },
        },
      ],
      line_items: {
        object: 'list',
        data: [{ amount, reference: form.get('line_items[0][reference]') ?? '' }],
      },
    };
    this.calculations.set(id, calculation);
    return [200, calculation];
  }

  private record(form: URLSearchParams): Answer {
    const calculation = this.calculations.get(form.get('calculation') ?? '');
    const reference = form.get('reference') ?? '';
    if (!calculation) return refused('No such tax calculation');
    if (this.byReference(reference)) {
      return refused(`A transaction with the reference ${reference} already exists.`);
    }
    return [
      200,
      this.add({
        type: 'transaction',
        reference,
        currency: calculation.currency,
        amountCents: calculation.amount_total,
        taxCents: calculation.tax_amount_exclusive,
        reversal: null,
      }),
    ];
  }

  private reverse(form: URLSearchParams): Answer {
    const original = this.transactions.get(form.get('original_transaction') ?? '');
    const reference = form.get('reference') ?? '';
    const mode = form.get('mode');
    if (!original || original.type !== 'transaction') return refused('No such tax transaction');
    if (this.byReference(reference)) {
      return refused(`A transaction with the reference ${reference} already exists.`);
    }
    const earlier = [...this.transactions.values()].filter(
      (t) => t.reversal?.original_transaction === original.id,
    );
    const left = original.amountCents + earlier.reduce((sum, t) => sum + t.amountCents, 0);
    let amount: number;
    if (mode === 'full') {
      if (earlier.length > 0)
        return refused('A partially reversed transaction cannot be fully reversed.');
      amount = original.amountCents;
    } else if (mode === 'partial') {
      const flat = Number(form.get('flat_amount'));
      if (!Number.isInteger(flat) || flat >= 0) return refused('flat_amount must be negative.');
      if (-flat > left) return refused('flat_amount is more than is left to reverse.');
      amount = -flat;
    } else {
      return refused('mode must be full or partial');
    }
    const tax = Math.round((amount * original.taxCents) / original.amountCents);
    return [
      200,
      this.add({
        type: 'reversal',
        reference,
        currency: original.currency,
        amountCents: -amount,
        taxCents: -tax,
        reversal: { original_transaction: original.id },
        mode,
      }),
    ];
  }

  private add(fields: Omit<FakeTaxTransaction, 'id' | 'object'>): FakeTaxTransaction {
    const transaction: FakeTaxTransaction = {
      id: `tax_${randomBytes(8).toString('hex')}`,
      object: 'tax.transaction',
      ...fields,
    };
    this.transactions.set(transaction.id, transaction);
    return transaction;
  }
}
