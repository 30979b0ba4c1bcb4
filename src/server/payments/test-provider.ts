import { randomBytes } from 'node:crypto';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { TestCardPaymentRequest } from '../../shared/checkout.ts';
import {
  type DisputeOutcome,
  type DisputeSubmission,
  TEST_DISPUTE_RESPONSE_DAYS,
} from '../../shared/disputes.ts';
import { hashToken, newToken } from '../crypto/tokens.ts';
import type { Db } from '../db/client.ts';
import { testPaymentIntents } from '../db/schema.ts';
import {
  type CreatedIntent,
  type IntentRequest,
  type PaymentEvent,
  type PaymentProvider,
  type ProviderDispute,
  type RefundRequest,
  type SucceededPayment,
} from './payment-provider.ts';
import { checkTestCard, describeCard } from './test-cards.ts';

export type CardConfirmation =
  { ok: true; event: PaymentEvent } | { ok: false; message: string; event: PaymentEvent | null };

/**
 * The built-in provider used when no Stripe keys are configured. It walks Stripe's states
 * (intent created → confirmed → succeeded or declined) with Stripe's test cards and reports the
 * outcome as the same events a Stripe webhook delivers. No real money moves.
 */
export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'test' as const;
  readonly mode = 'test' as const;

  /**
   * Evidence sent for each dispute, as the bank would have it (this process's own record; the
   * shop keeps what it sent with the dispute as well).
   */
  readonly submittedEvidence = new Map<string, DisputeSubmission>();

  constructor(private readonly db: Db) {}

  async createIntent(request: IntentRequest): Promise<CreatedIntent> {
    const intentId = `tpi_${randomBytes(12).toString('hex')}`;
    const clientSecret = `${intentId}_secret_${newToken()}`;
    await this.db.insert(testPaymentIntents).values({
      id: intentId,
      clientSecretHash: hashToken(clientSecret),
      amountCents: request.amountCents,
      currency: request.currency,
      status: 'requires_payment_method',
      metadata: { order_id: String(request.orderId), order_token_hash: request.orderTokenHash },
    });
    return { intentId, clientSecret };
  }

  async checkIntent(intentId: string): Promise<PaymentEvent | null> {
    const [intent] = await this.db
      .select()
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.id, intentId));
    if (intent?.status !== 'succeeded') return null;
    return this.event(intent.id, 'payment.succeeded', intent.metadata, `check_${intent.id}`);
  }

  /**
   * Gives back a part of the payment, or all that is left of it, as Stripe does: never more than
   * was paid (a refund that would pass it is refused, taken with one conditional update). A whole
   * refund of an intent already refunded answers that refund again.
   */
  async refund(
    intentId: string,
    request: RefundRequest = {},
  ): Promise<{ refundId: string; amountCents: number }> {
    const [intent] = await this.db
      .select()
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.id, intentId));
    const whole = `tre_${intentId.slice('tpi_'.length)}`;
    if (intent?.status === 'refunded' && request.amountCents === undefined) {
      return { refundId: whole, amountCents: intent.amountCents };
    }
    if (intent?.status !== 'succeeded') {
      throw new Error(`test payment ${intentId} has not succeeded, so cannot be refunded`);
    }
    const amountCents = request.amountCents ?? intent.amountCents - intent.refundedCents;
    const [refunded] = await this.db
      .update(testPaymentIntents)
      .set({
        refundedCents: sql`${testPaymentIntents.refundedCents} + ${amountCents}`,
        status: sql`case when ${testPaymentIntents.refundedCents} + ${amountCents} >= ${testPaymentIntents.amountCents} then 'refunded' else ${testPaymentIntents.status} end`,
      })
      .where(
        and(
          eq(testPaymentIntents.id, intentId),
          eq(testPaymentIntents.status, 'succeeded'),
          sql`${amountCents} > 0`,
          sql`${testPaymentIntents.refundedCents} + ${amountCents} <= ${testPaymentIntents.amountCents}`,
        ),
      )
      .returning({ id: testPaymentIntents.id });
    if (!refunded) throw new Error(`test payment ${intentId} has less than that left to refund`);
    const refundId =
      request.amountCents === undefined ? whole : `tre_${randomBytes(12).toString('hex')}`;
    return { refundId, amountCents };
  }

  async succeededPayments(since: Date): Promise<SucceededPayment[]> {
    return this.db
      .select({ intentId: testPaymentIntents.id, amountCents: testPaymentIntents.amountCents })
      .from(testPaymentIntents)
      .where(
        and(eq(testPaymentIntents.status, 'succeeded'), gte(testPaymentIntents.createdAt, since)),
      )
      .orderBy(desc(testPaymentIntents.createdAt));
  }

  async submitDisputeEvidence(disputeId: string, evidence: DisputeSubmission): Promise<void> {
    if (!disputeId.startsWith('tdp_')) throw new Error(`${disputeId} is not a test dispute`);
    this.submittedEvidence.set(disputeId, evidence);
  }

  /**
   * The buyer's bank opens a dispute of the intent's charge, due in TEST_DISPUTE_RESPONSE_DAYS:
   * the event Stripe sends as `charge.dispute.created`.
   */
  openDispute(
    intentId: string,
    charge: { reason: string; amountCents: number; currency: string },
  ): PaymentEvent {
    const dispute: ProviderDispute = {
      id: `tdp_${randomBytes(12).toString('hex')}`,
      ...charge,
      status: 'needs_response',
      evidenceDueBy: new Date(Date.now() + TEST_DISPUTE_RESPONSE_DAYS * 24 * 60 * 60 * 1000),
    };
    return { ...this.event(intentId, 'dispute.opened', {}), dispute };
  }

  /** The bank decides the dispute: `charge.dispute.closed` with status won or lost. */
  closeDispute(
    intentId: string,
    dispute: Omit<ProviderDispute, 'status'>,
    outcome: DisputeOutcome,
  ): PaymentEvent {
    return {
      ...this.event(intentId, 'dispute.closed', {}),
      dispute: { ...dispute, status: outcome },
    };
  }

  /** The card form's submit: the equivalent of Stripe's confirmPayment. */
  async confirmCard(request: TestCardPaymentRequest): Promise<CardConfirmation | null> {
    const [intent] = await this.db
      .select()
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.clientSecretHash, hashToken(request.clientSecret)));
    if (!intent) return null;
    if (intent.status === 'succeeded') {
      return { ok: true, event: this.event(intent.id, 'payment.succeeded', intent.metadata) };
    }

    const outcome = checkTestCard(request);
    if (outcome.ok) {
      await this.db
        .update(testPaymentIntents)
        .set({ status: 'succeeded', lastError: null })
        .where(eq(testPaymentIntents.id, intent.id));
      const event = this.event(intent.id, 'payment.succeeded', intent.metadata);
      return { ok: true, event: { ...event, paymentMethod: describeCard(request.cardNumber) } };
    }

    await this.db
      .update(testPaymentIntents)
      .set({ status: 'requires_payment_method', lastError: outcome.message })
      .where(eq(testPaymentIntents.id, intent.id));
    const failed = this.event(intent.id, 'payment.failed', intent.metadata);
    return {
      ok: false,
      message: outcome.message,
      event: { ...failed, failureMessage: outcome.message },
    };
  }

  private event(
    intentId: string,
    type: PaymentEvent['type'],
    metadata: Record<string, string>,
    id = `tevt_${randomBytes(12).toString('hex')}`,
  ): PaymentEvent {
    return { id, provider: 'test', type, intentId, orderTokenHash: metadata.order_token_hash };
  }
}
