import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from '../email.ts';
import { PageQuerySchema, TimestampSchema } from './common.ts';

/**
 * What the customers list sorts by. A leading `-` sorts from the largest (or latest) down:
 * `-lastPurchaseAt` (the default) puts the most recent buyer first.
 */
export const customerSortKeys = [
  'email',
  'orders',
  'totalPaidCents',
  'refunds',
  'firstPurchaseAt',
  'lastPurchaseAt',
  'messages',
] as const;
export type CustomerSortKey = (typeof customerSortKeys)[number];
export const customerSorts = customerSortKeys.flatMap((key) => [key, `-${key}`] as const);
export const CustomerSortSchema = z.enum(customerSorts, {
  message: `Sort by one of ${customerSortKeys.join(', ')}, with a leading - for largest first.`,
});
export type CustomerSort = z.infer<typeof CustomerSortSchema>;

/**
 * `GET /api/admin/customers` and `GET /api/admin/customers/export.csv`: `q` matches part of an
 * email, any case.
 */
export const CustomerListQuerySchema = PageQuerySchema.extend({
  q: z.string().trim().max(EMAIL_MAX_LENGTH).optional(),
  sort: CustomerSortSchema.default('-lastPurchaseAt'),
});
export type CustomerListQuery = z.infer<typeof CustomerListQuerySchema>;

/**
 * One buyer: every email that paid for at least one order, matched without regard to case. `orders`
 * counts the paid ones (completed, refunded or disputed); `totalPaidCents` is what the completed
 * ones brought in net of refunds (the dashboard's revenue rule, so the column sums to it);
 * `refunds` counts orders that gave money back, `refundedCents` how much; the purchase times are
 * the first and last paid order's checkout; `messages` counts contact messages from the address.
 */
export const CustomerRowSchema = z.object({
  email: z.string(),
  orders: z.number().int(),
  totalPaidCents: z.number().int(),
  refunds: z.number().int(),
  refundedCents: z.number().int(),
  firstPurchaseAt: TimestampSchema,
  lastPurchaseAt: TimestampSchema,
  messages: z.number().int(),
});
export type CustomerRow = z.infer<typeof CustomerRowSchema>;

/** A page of customers; `total` counts every match, for paging. */
export const CustomerListSchema = z.object({
  customers: z.array(CustomerRowSchema),
  total: z.number().int(),
});
export type CustomerList = z.infer<typeof CustomerListSchema>;

/** Columns of the customers CSV, in order. */
export const customerCsvColumns = [
  'email',
  'orders',
  'total_paid',
  'refunds',
  'refunded',
  'first_purchase_at',
  'last_purchase_at',
  'messages',
] as const;

/** `:email` of `GET /api/admin/customers/:email`: the address, any case. */
export const CustomerParamsSchema = z.object({
  email: z.string().trim().min(3).max(EMAIL_MAX_LENGTH),
});

export const customerEventKinds = [
  'order',
  'refund',
  'message',
  'mail',
  'download',
  'licence',
] as const;
export const CustomerEventKindSchema = z.enum(customerEventKinds);
export type CustomerEventKind = z.infer<typeof CustomerEventKindSchema>;

/**
 * One thing that happened with a customer, for the timeline: `orderId` opens the order's page,
 * `messageId` names the contact message.
 */
export const CustomerEventSchema = z.object({
  at: TimestampSchema,
  kind: CustomerEventKindSchema,
  summary: z.string(),
  status: z.string().optional(),
  orderId: z.number().int().optional(),
  messageId: z.number().int().optional(),
});
export type CustomerEvent = z.infer<typeof CustomerEventSchema>;

/**
 * A customer's page: the row (null when the address never paid: messages and mail still show)
 * and everything of the address, newest first.
 */
export const CustomerDetailSchema = z.object({
  email: z.string(),
  customer: CustomerRowSchema.nullable(),
  timeline: z.array(CustomerEventSchema),
});
export type CustomerDetail = z.infer<typeof CustomerDetailSchema>;
