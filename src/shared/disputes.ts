import { z } from 'zod';
import { OrderAcceptanceSchema } from './admin/order-acceptance.ts';
import { TimestampSchema } from './admin/common.ts';

/*
 * Disputes: a buyer asked their bank to take a charge back. The provider tells the shop (Stripe's
 * `charge.dispute.*` events; the test provider's own routes), the order waits as `disputed`, and
 * the owner answers with evidence before the deadline (docs/disputes.md).
 */

/**
 * Where a dispute stands, in Stripe's words: waiting for the owner's evidence, with the bank
 * after it was sent, or closed one way or the other.
 */
export const disputeStatuses = ['needs_response', 'under_review', 'won', 'lost'] as const;
export const DisputeStatusSchema = z.enum(disputeStatuses);
export type DisputeStatus = z.infer<typeof DisputeStatusSchema>;

/** How a closed dispute ended: the shop kept the money (won) or the bank gave it back (lost). */
export const disputeOutcomes = ['won', 'lost'] as const;
export const DisputeOutcomeSchema = z.enum(disputeOutcomes);
export type DisputeOutcome = z.infer<typeof DisputeOutcomeSchema>;

/** The test provider gives the owner this long to answer, as a card network typically does. */
export const TEST_DISPUTE_RESPONSE_DAYS = 7;

/** Every evidence text is cut to this many characters (Stripe takes 150,000 over all fields). */
export const DISPUTE_EVIDENCE_FIELD_MAX = 20_000;

/** The longest note the owner adds to the evidence. */
export const DISPUTE_NOTE_MAX = 5_000;

const orderToken = z
  .string({ message: 'Give the orderToken of the order to dispute.' })
  .min(20, 'The orderToken is the order’s token from checkout.')
  .max(100, 'The orderToken is the order’s token from checkout.');

/** `POST /api/test-payments/dispute`: the buyer disputes the order's charge (test provider). */
export const TestDisputeRequestSchema = z.object({
  orderToken,
  reason: z
    .string({ message: 'Give a reason, such as "fraudulent" or "product_not_received".' })
    .trim()
    .min(1, 'Give a reason, such as "fraudulent" or "product_not_received".')
    .max(100, 'The reason is at most 100 characters.'),
});

/** `POST /api/test-payments/dispute/close`: the bank decides the open dispute (test provider). */
export const TestDisputeCloseRequestSchema = z.object({
  orderToken,
  outcome: z.enum(disputeOutcomes, { message: 'The outcome is "won" or "lost".' }),
});

export const TestDisputeResponseSchema = z.object({
  disputeId: z.string(),
  /** The order's status after the event: `disputed`, or where the outcome took it. */
  orderStatus: z.string(),
});

/** One completed transfer of the order's package: when, from which address, which client. */
export const DisputeDownloadSchema = z.object({
  at: TimestampSchema,
  /** Null for downloads made before the shop kept addresses. */
  address: z.string().nullable(),
  client: z.string(),
});

/** A machine the order's licence was activated on. */
export const DisputeLicenceActivationSchema = z.object({
  at: TimestampSchema,
  machineName: z.string().nullable(),
  address: z.string().nullable(),
});

/** A message the buyer sent through the contact form (from the order's email). */
export const DisputeMessageSchema = z.object({
  at: TimestampSchema,
  subject: z.string(),
  message: z.string(),
  responded: z.boolean(),
});

/**
 * The text fields sent to the provider, built from the evidence above; Stripe's
 * `evidence[access_activity_log]`, `[customer_email_address]`, `[product_description]`,
 * `[service_date]` (YYYY-MM-DD) and `[uncategorized_text]`.
 */
export const DisputeSubmissionSchema = z.object({
  accessActivityLog: z.string(),
  customerEmailAddress: z.string(),
  productDescription: z.string(),
  serviceDate: z.string(),
  uncategorizedText: z.string(),
});
export type DisputeSubmission = z.infer<typeof DisputeSubmissionSchema>;

/** What the shop knows that answers a dispute, assembled from its own records. */
export const DisputeEvidenceSchema = z.object({
  /** What was sold, for how much, when and to which email. */
  receipt: z.object({
    reference: z.string(),
    itemName: z.string(),
    amountCents: z.number().int(),
    currency: z.string(),
    paidAt: TimestampSchema.nullable(),
    email: z.string(),
    paymentMethod: z.string().nullable(),
  }),
  /** What the buyer accepted at checkout (the order's `acceptance`); null for older orders. */
  acceptance: OrderAcceptanceSchema.nullable(),
  downloads: z.array(DisputeDownloadSchema),
  licenceActivations: z.array(DisputeLicenceActivationSchema),
  messages: z.array(DisputeMessageSchema),
  /** The fields as they would be sent now (without the owner's note). */
  submission: DisputeSubmissionSchema,
});
export type DisputeEvidence = z.infer<typeof DisputeEvidenceSchema>;

/** `GET /api/admin/orders/:id` → `dispute`: the order's newest dispute and its evidence. */
export const AdminDisputeSchema = z.object({
  id: z.number().int(),
  providerDisputeId: z.string(),
  reason: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  status: DisputeStatusSchema,
  /** The owner's deadline to send evidence; null when the provider gave none. */
  evidenceDueBy: TimestampSchema.nullable(),
  openedAt: TimestampSchema,
  submittedAt: TimestampSchema.nullable(),
  /** What was sent, when it was. */
  submitted: DisputeSubmissionSchema.nullable(),
  outcome: DisputeOutcomeSchema.nullable(),
  closedAt: TimestampSchema.nullable(),
  evidence: DisputeEvidenceSchema,
});
export type AdminDispute = z.infer<typeof AdminDisputeSchema>;

/** `POST /api/admin/orders/:id/dispute/evidence`: send the evidence, with the owner's note. */
export const SubmitDisputeEvidenceRequestSchema = z.object({
  note: z
    .string()
    .trim()
    .max(DISPUTE_NOTE_MAX, `The note is at most ${DISPUTE_NOTE_MAX} characters.`)
    .optional(),
});
export type SubmitDisputeEvidenceRequest = z.infer<typeof SubmitDisputeEvidenceRequestSchema>;

export const DisputeEvidenceSubmittedSchema = z.object({ dispute: AdminDisputeSchema });

/** An open dispute on the purchases dashboard: the order, the amount, and the deadline. */
export const OpenDisputeSchema = z.object({
  orderId: z.number().int(),
  reference: z.string(),
  email: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  reason: z.string(),
  status: DisputeStatusSchema,
  evidenceDueBy: TimestampSchema.nullable(),
  submittedAt: TimestampSchema.nullable(),
});
export type OpenDispute = z.infer<typeof OpenDisputeSchema>;
