import Stripe from 'stripe';
import { hashToken } from '../crypto/tokens.ts';
import type {
  CreatedIntent,
  IntentRequest,
  PaymentEvent,
  PaymentProvider,
} from './payment-provider.ts';

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

/** Real card payments: PaymentIntents with the Payment Element, and signed webhooks. */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly mode: 'test' | 'live';
  readonly publishableKey: string;
  private readonly stripe: Stripe;
  private readonly webhookSecret: string;

  constructor(settings: StripeSettings) {
    this.mode = settings.secretKey.startsWith('sk_live_') ? 'live' : 'test';
    this.publishableKey = settings.publishableKey;
    this.webhookSecret = settings.webhookSecret;
    this.stripe = new Stripe(settings.secretKey, {
      maxNetworkRetries: 2,
      telemetry: false,
      timeout: 20_000,
      ...(settings.api ?? {}),
    });
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
    const intent = await this.stripe.paymentIntents.retrieve(intentId);
    if (intent.status !== 'succeeded') return null;
    return {
      id: `check_${intent.id}`,
      provider: 'stripe',
      type: 'payment.succeeded',
      intentId: intent.id,
      orderTokenHash: orderTokenHashOf(intent.metadata),
    };
  }

  /**
   * Verifies the signature over the raw body (throws when it does not match) and maps the events
   * the shop acts on; others are acknowledged and ignored (null).
   */
  parseWebhook(rawBody: Buffer, signature: string): PaymentEvent | null {
    const event = this.stripe.webhooks.constructEvent(rawBody, signature, this.webhookSecret);
    switch (event.type) {
      case 'payment_intent.succeeded':
        return {
          id: event.id,
          provider: 'stripe',
          type: 'payment.succeeded',
          intentId: event.data.object.id,
          orderTokenHash: orderTokenHashOf(event.data.object.metadata),
        };
      case 'payment_intent.payment_failed':
        return {
          id: event.id,
          provider: 'stripe',
          type: 'payment.failed',
          intentId: event.data.object.id,
          failureMessage: event.data.object.last_payment_error?.message ?? 'Payment failed.',
        };
      case 'charge.refunded': {
        const charge = event.data.object;
        const intentId =
          typeof charge.payment_intent === 'string'
            ? charge.payment_intent
            : charge.payment_intent?.id;
        // Only a full refund takes the download away; a partial one is a goodwill gesture.
        if (!intentId || !charge.refunded) return null;
        return { id: event.id, provider: 'stripe', type: 'payment.refunded', intentId };
      }
      default:
        return null;
    }
  }
}
