import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { DisputeSubmission } from '../../shared/disputes.ts';
import { REFUND_REASON_MAX_LENGTH } from '../../shared/admin/order-actions.ts';
import { hashToken } from '../crypto/tokens.ts';
import type {
  CreatedIntent,
  IntentRequest,
  PaymentEvent,
  PaymentProvider,
  ProviderRefundFacts,
  RefundRequest,
  SucceededPayment,
} from './payment-provider.ts';
import { describeStripeCharge } from './stripe-card.ts';
import { disputeEventTypes, providerDisputeOf } from './stripe-disputes.ts';
import { StripeTax } from './stripe-tax.ts';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Where the API lives; tests point it at a local fake. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
}

/**
 * The order an intent belongs to. Intents created before tokens were hashed carry the token
 * itself; those are still honoured, by hashing it here.
 */
function orderTokenHashOf(metadata: Stripe.Metadata): string | undefined {
  if (metadata.order_token_hash) return metadata.order_token_hash;
  return metadata.order_token ? hashToken(metadata.order_token) : undefined;
}

/**
 * The card lookup only adds a line to the receipt: it gets one quick try, so a slow or failing
 * Stripe never holds up the webhook answer or the order.
 */
const CARD_LOOKUP: Stripe.RequestOptions = { maxNetworkRetries: 0, timeout: 5_000 };

/** The refund's metadata key naming the shop's `refunds` row it settles. */
const REFUND_RECORD = 'refund_record';

/** "Requested by customer" for Stripe's `requested_by_customer`. */
function stripeReasonWords(reason: string | null): string | undefined {
  if (!reason) return undefined;
  const words = reason.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Real card payments: PaymentIntents with the Payment Element, and signed webhooks. */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly mode: 'test' | 'live';
  readonly publishableKey: string;
  private readonly webhookSecret: string;

  /** Loads the Stripe SDK (over 200 modules, about 20 MB) only in a shop that takes cards. */
  static async open(
    settings: StripeSettings,
    log: Pick<FastifyBaseLogger, 'warn'>,
  ): Promise<StripePaymentProvider> {
    const { default: StripeSdk } = await import('stripe');
    const stripe = new StripeSdk(settings.secretKey, {
      maxNetworkRetries: 2,
      telemetry: false,
      timeout: 20_000,
      ...(settings.api ?? {}),
    });
    return new StripePaymentProvider(stripe, settings, log);
  }

  private constructor(
    private readonly stripe: Stripe,
    settings: StripeSettings,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
  ) {
    this.mode = settings.secretKey.startsWith('sk_live_') ? 'live' : 'test';
    this.publishableKey = settings.publishableKey;
    this.webhookSecret = settings.webhookSecret;
  }

  /** Stripe Tax on the same account and client (TAX_MODE=stripe). */
  tax(): StripeTax {
    return new StripeTax(this.stripe);
  }

  async createIntent(request: IntentRequest, idempotencyKey: string): Promise<CreatedIntent> {
    const intent = await this.stripe.paymentIntents.create(
      {
        amount: request.amountCents,
        currency: request.currency.toLowerCase(),
        receipt_email: request.email,
        description: request.description,
        automatic_payment_methods: { enabled: true },
        metadata: { order_id: String(request.orderId), order_token_hash: request.orderTokenHash },
      },
      { idempotencyKey },
    );
    if (!intent.client_secret) throw new Error(`Stripe returned no client secret for ${intent.id}`);
    return { intentId: intent.id, clientSecret: intent.client_secret };
  }

  async checkIntent(intentId: string): Promise<PaymentEvent | null> {
    const intent = await this.stripe.paymentIntents.retrieve(intentId, {
      expand: ['latest_charge'],
    });
    if (intent.status !== 'succeeded') return null;
    return {
      id: `check_${intent.id}`,
      provider: 'stripe',
      type: 'payment.succeeded',
      intentId: intent.id,
      orderTokenHash: orderTokenHashOf(intent.metadata),
      paymentMethod: await this.paymentMethodOf(intent),
    };
  }

  /**
   * "Visa ending 4242" from the intent's latest charge. A webhook's intent names the charge by id
   * only, so it is fetched with the charge expanded. Never throws: without an answer the receipt
   * simply leaves the card out.
   */
  private async paymentMethodOf(intent: Stripe.PaymentIntent): Promise<string | undefined> {
    try {
      let charge = intent.latest_charge;
      if (typeof charge === 'string') {
        const expanded = await this.stripe.paymentIntents.retrieve(
          intent.id,
          { expand: ['latest_charge'] },
          CARD_LOOKUP,
        );
        charge = expanded.latest_charge;
      }
      if (!charge || typeof charge === 'string') {
        this.log.warn({ intentId: intent.id }, 'Stripe named no charge for a succeeded payment');
        return undefined;
      }
      return describeStripeCharge(charge);
    } catch (error) {
      this.log.warn(
        { err: error, intentId: intent.id },
        'could not read the card from Stripe; the receipt leaves it out',
      );
      return undefined;
    }
  }

  async refund(
    intentId: string,
    request: RefundRequest = {},
  ): Promise<{ refundId: string; amountCents: number }> {
    // The owner's reason and the shop's record travel as metadata: Stripe's own `reason` takes
    // only its three codes. The record lets the refund's event settle the owner's reservation.
    const metadata: Record<string, string> = {};
    if (request.reason) metadata.reason = request.reason.slice(0, REFUND_REASON_MAX_LENGTH);
    if (request.reservationId !== undefined) {
      metadata[REFUND_RECORD] = String(request.reservationId);
    }
    const refund = await this.stripe.refunds.create(
      {
        payment_intent: intentId,
        ...(request.amountCents === undefined ? {} : { amount: request.amountCents }),
        ...(Object.keys(metadata).length > 0 ? { metadata } : {}),
      },
      { idempotencyKey: request.idempotencyKey ?? `refund-${intentId}` },
    );
    return { refundId: refund.id, amountCents: refund.amount };
  }

  /**
   * Every succeeded refund Stripe holds for the payment, made by the shop or in the dashboard.
   * Asked of Stripe rather than read from the event, so `charge.refunded` (which no longer lists
   * its refunds) and `refund.*` events record the same refunds, each once by its id.
   */
  private async refundsOf(intentId: string): Promise<ProviderRefundFacts[]> {
    const found: ProviderRefundFacts[] = [];
    for await (const refund of this.stripe.refunds.list({ payment_intent: intentId, limit: 100 })) {
      if (refund.status !== 'succeeded') continue;
      const record = Number(refund.metadata?.[REFUND_RECORD]);
      found.push({
        id: refund.id,
        amountCents: refund.amount,
        reason: refund.metadata?.reason ?? stripeReasonWords(refund.reason),
        ...(Number.isInteger(record) && record > 0 ? { reservationId: record } : {}),
      });
    }
    // Oldest first, so a payment refunded in parts records its parts in the order they happened.
    return found.reverse();
  }

  async submitDisputeEvidence(disputeId: string, evidence: DisputeSubmission): Promise<void> {
    await this.stripe.disputes.update(disputeId, {
      evidence: {
        access_activity_log: evidence.accessActivityLog,
        customer_email_address: evidence.customerEmailAddress,
        product_description: evidence.productDescription,
        service_date: evidence.serviceDate,
        uncategorized_text: evidence.uncategorizedText,
      },
      submit: true,
    });
  }

  async succeededPayments(since: Date): Promise<SucceededPayment[]> {
    const found: SucceededPayment[] = [];
    const created = { gte: Math.floor(since.getTime() / 1000) };
    // Stripe lists newest first, a page at a time; the SDK follows the pages.
    for await (const intent of this.stripe.paymentIntents.list({ created, limit: 100 })) {
      if (intent.status === 'succeeded') {
        found.push({ intentId: intent.id, amountCents: intent.amount });
      }
    }
    return found;
  }

  /** The event a webhook carries, once its signature over the raw body holds; throws otherwise. */
  verifyWebhook(rawBody: Buffer, signature: string): Stripe.Event {
    return this.stripe.webhooks.constructEvent(rawBody, signature, this.webhookSecret);
  }

  /** Maps the verified events the shop acts on; others are acknowledged and ignored (null). */
  async paymentEventOf(event: Stripe.Event): Promise<PaymentEvent | null> {
    switch (event.type) {
      case 'payment_intent.succeeded':
        return {
          id: event.id,
          provider: 'stripe',
          type: 'payment.succeeded',
          intentId: event.data.object.id,
          orderTokenHash: orderTokenHashOf(event.data.object.metadata),
          paymentMethod: await this.paymentMethodOf(event.data.object),
        };
      case 'payment_intent.payment_failed':
        return {
          id: event.id,
          provider: 'stripe',
          type: 'payment.failed',
          intentId: event.data.object.id,
          failureMessage: event.data.object.last_payment_error?.message ?? 'Payment failed.',
        };
      case 'charge.refunded':
      case 'refund.created':
      case 'refund.updated': {
        const object = event.data.object;
        const intentId =
          typeof object.payment_intent === 'string'
            ? object.payment_intent
            : object.payment_intent?.id;
        if (!intentId) return null;
        const listed = await this.refundsOf(intentId);
        // A charge refunded in full whose refunds Stripe does not list (yet) still went back
        // whole: the event then lists none, which the shop reads as all that is left.
        const wholeUnlisted = object.object === 'charge' && object.refunded && listed.length === 0;
        return {
          id: event.id,
          provider: 'stripe',
          type: 'payment.refunded',
          intentId,
          ...(wholeUnlisted ? {} : { refunds: listed }),
        };
      }
      case 'charge.dispute.created':
      case 'charge.dispute.updated':
      case 'charge.dispute.closed': {
        const dispute = event.data.object;
        const intentId =
          typeof dispute.payment_intent === 'string'
            ? dispute.payment_intent
            : dispute.payment_intent?.id;
        // A charge made without a PaymentIntent was not made by this shop.
        if (!intentId) return null;
        return {
          id: event.id,
          provider: 'stripe',
          type: disputeEventTypes[event.type],
          intentId,
          dispute: providerDisputeOf(dispute),
        };
      }
      default:
        return null;
    }
  }
}
