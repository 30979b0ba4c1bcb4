import { z } from 'zod';
import { TimestampSchema } from './admin/common.ts';
import { discountCodeLimits } from './discount-code-limits.ts';
import { DiscountCodeTextSchema } from './discount-code-text.ts';
import { percentOf } from './percent.ts';

/*
 * Discount codes (docs/discount-codes.md): what the owner sets, what checkout answers, and the one
 * price rule both sides use. The request and answer names are a contract outside tools rely on.
 */

export { discountCodeLimits };
// A code as typed and as the checkout shows it: the checkout builds those schemas alone.
export {
  CheckoutDiscountSchema,
  type CheckoutDiscount,
  DiscountCodeTextSchema,
  normaliseDiscountCode,
} from './discount-code-text.ts';

/** What a code lowers the price of: the bot, art pieces, or both. */
export const discountTargets = ['bot', 'art', 'all'] as const;
export const DiscountTargetSchema = z.enum(discountTargets, {
  error: 'Choose what the code applies to: bot, art or all.',
});
export type DiscountTarget = z.infer<typeof DiscountTargetSchema>;

const usesField = (what: string) =>
  z
    .number({ error: `${what} is a whole number.` })
    .int(`${what} is a whole number.`)
    .min(1, `${what} is at least 1.`)
    .max(discountCodeLimits.usesMax, `${what} is at most ${discountCodeLimits.usesMax}.`);

const PercentOffSchema = z
  .number({ error: 'Percent off is a whole number from 1 to 100.' })
  .int('Percent off is a whole number from 1 to 100.')
  .min(1, 'Percent off is a whole number from 1 to 100.')
  .max(100, 'Percent off is a whole number from 1 to 100.');

const AmountOffSchema = z
  .number({ error: 'Amount off is a whole number of cents.' })
  .int('Amount off is a whole number of cents.')
  .min(1, 'Amount off is at least 1 cent.')
  .max(discountCodeLimits.amountOffMaxCents, 'Amount off is at most $100,000.');

/** The fields a code's terms are made of; `null` clears an optional one on edit. */
const termFields = {
  percentOff: PercentOffSchema.nullish(),
  amountOffCents: AmountOffSchema.nullish(),
  appliesTo: DiscountTargetSchema,
  /** Uses in all (held by unpaid orders included); none: unlimited. */
  maxUses: usesField('Max uses').nullish(),
  /** Orders one buyer's email may use the code on; none: unlimited. */
  perEmailLimit: usesField('Uses per email').nullish(),
  startsAt: TimestampSchema.nullish(),
  endsAt: TimestampSchema.nullish(),
  /** False pauses the code: checkout refuses it until it is resumed. */
  active: z.boolean().optional(),
};

type Terms = {
  percentOff?: number | null;
  amountOffCents?: number | null;
  startsAt?: string | null;
  endsAt?: string | null;
};

/** Exactly one kind of discount, and a window that ends after it starts. */
function checkTerms(terms: Terms, context: z.core.$RefinementCtx<Terms>) {
  const percent = terms.percentOff != null;
  const amount = terms.amountOffCents != null;
  if (percent === amount) {
    context.addIssue({
      code: 'custom',
      path: ['percentOff'],
      message: 'Give either percent off or amount off, not both.',
    });
  }
  if (terms.startsAt && terms.endsAt && Date.parse(terms.endsAt) <= Date.parse(terms.startsAt)) {
    context.addIssue({
      code: 'custom',
      path: ['endsAt'],
      message: 'The code must end after it starts.',
    });
  }
}

/** `POST /api/admin/discount-codes`. */
export const CreateDiscountCodeRequestSchema = z
  .object({ code: DiscountCodeTextSchema, ...termFields })
  .superRefine(checkTerms);
export type CreateDiscountCodeRequest = z.infer<typeof CreateDiscountCodeRequestSchema>;

/**
 * `PATCH /api/admin/discount-codes/:id`: any of the fields; the code's text stays (orders name
 * it). Switching between percent and amount off sends the new one and `null` for the other.
 */
export const UpdateDiscountCodeRequestSchema = z.object({
  ...termFields,
  appliesTo: DiscountTargetSchema.optional(),
});
export type UpdateDiscountCodeRequest = z.infer<typeof UpdateDiscountCodeRequestSchema>;

/** A code as the admin lists it, with the uses taken (held by unpaid orders, or paid) and left. */
export const AdminDiscountCodeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  percentOff: z.number().int().nullable(),
  amountOffCents: z.number().int().nullable(),
  appliesTo: DiscountTargetSchema,
  maxUses: z.number().int().nullable(),
  perEmailLimit: z.number().int().nullable(),
  startsAt: TimestampSchema.nullable(),
  endsAt: TimestampSchema.nullable(),
  active: z.boolean(),
  usesTaken: z.number().int(),
  /** null: unlimited. */
  usesLeft: z.number().int().nullable(),
  /** Paid orders that used it, and the cents they were given off. */
  paidOrders: z.number().int(),
  discountCents: z.number().int(),
  createdAt: TimestampSchema,
});
export type AdminDiscountCode = z.infer<typeof AdminDiscountCodeSchema>;

export const AdminDiscountCodesSchema = z.object({ codes: z.array(AdminDiscountCodeSchema) });
export const AdminDiscountCodeAnswerSchema = z.object({ code: AdminDiscountCodeSchema });

/*
 * Why checkout refuses a code, and the status it answers with (docs/discount-codes.md).
 * 404: no such code. 400: it exists but not for this item. 409: not now, but it may be later
 * (not started, paused, no use left while unpaid orders hold some, the buyer's own limit reached).
 * 410: it has ended for good.
 */
export const discountRefusals = [
  'unknown',
  'wrong-product',
  'not-started',
  'expired',
  'paused',
  'used-up',
  'per-email-limit',
] as const;
export type DiscountRefusal = (typeof discountRefusals)[number];

export const discountRefusalStatus = {
  unknown: 404,
  'wrong-product': 400,
  'not-started': 409,
  expired: 410,
  paused: 409,
  'used-up': 409,
  'per-email-limit': 409,
} as const satisfies Record<DiscountRefusal, 400 | 404 | 409 | 410>;

/** The message a buyer reads for each refusal. */
export function discountRefusalMessage(
  refusal: DiscountRefusal,
  code: string,
  facts: { appliesTo?: DiscountTarget; startsAt?: Date | null } = {},
): string {
  switch (refusal) {
    case 'unknown':
      return `The discount code ${code} does not exist. Check its spelling, or continue without it.`;
    case 'wrong-product':
      return `The discount code ${code} is only for ${facts.appliesTo === 'art' ? 'art pieces' : 'the trading bot'}, not this item.`;
    case 'not-started':
      return `The discount code ${code} is not valid yet${facts.startsAt ? ` (it starts on ${facts.startsAt.toISOString().slice(0, 10)})` : ''}.`;
    case 'expired':
      return `The discount code ${code} has expired.`;
    case 'paused':
      return `The discount code ${code} is paused at the moment. Please try again later.`;
    case 'used-up':
      return `The discount code ${code} has been used up.`;
    case 'per-email-limit':
      return `The discount code ${code} has already been used with this email address as often as it may be.`;
  }
}

/** What a code takes off, in the one form the price rule needs. */
export type DiscountTerms = {
  percentOff: number | null;
  amountOffCents: number | null;
  appliesTo: DiscountTarget;
};

/** Whether a code with these terms may lower the price of this kind of item. */
export function discountAppliesTo(terms: Pick<DiscountTerms, 'appliesTo'>, kind: 'bot' | 'art') {
  return terms.appliesTo === 'all' || terms.appliesTo === kind;
}

/**
 * The cents a code takes off a price. Percent off is rounded DOWN to the cent (so the price the
 * buyer pays rounds up): the shop never gives more than the percent it advertises, and 100 % off
 * still takes off the whole price exactly. Amount off never takes the price below zero.
 */
export function discountCents(priceCents: number, terms: DiscountTerms): number {
  if (terms.percentOff !== null) {
    return Math.min(priceCents, Math.floor(percentOf(priceCents, terms.percentOff)));
  }
  return Math.min(priceCents, terms.amountOffCents ?? 0);
}
