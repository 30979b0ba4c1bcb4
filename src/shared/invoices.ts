import { z } from 'zod';
import { textField } from './fields.ts';

/*
 * Invoices and credit notes: their numbers, the buyer's billing details and the owner's export
 * period. Numbers are whole numbers in the database, each from its own gap-free sequence; this is
 * the one place that writes them as people read them.
 */

const NUMBER_DIGITS = 6;

/** "INV-000123": an invoice's number as it is printed, listed and exported. */
export const formatInvoiceNumber = (number: number) =>
  `INV-${String(number).padStart(NUMBER_DIGITS, '0')}`;

/** "CN-000045": a credit note's number. */
export const formatCreditNoteNumber = (number: number) =>
  `CN-${String(number).padStart(NUMBER_DIGITS, '0')}`;

/** The whole number inside "CN-000045", or undefined when the text is not a credit note's number. */
export function parseCreditNoteNumber(text: string): number | undefined {
  const match = /^CN-(\d{6,})$/.exec(text.trim().toUpperCase());
  return match ? Number(match[1]) : undefined;
}

/** How long each billing field may be: the form and the server read the same limits. */
export const billingMaxLength = { name: 100, company: 100, address: 300, vatNumber: 40 } as const;

/**
 * What a buyer may add for their invoice. Every field is optional; an empty field clears it.
 * The address may span lines (street, town, country), the others are one line.
 */
export const BillingDetailsSchema = z.object({
  name: textField({ label: 'Name', max: billingMaxLength.name }).optional(),
  company: textField({ label: 'Company', max: billingMaxLength.company }).optional(),
  address: textField({
    label: 'Address',
    max: billingMaxLength.address,
    multiline: true,
  }).optional(),
  vatNumber: textField({ label: 'VAT number', max: billingMaxLength.vatNumber }).optional(),
});
export type BillingDetailsInput = z.infer<typeof BillingDetailsSchema>;

/** The billing details an order holds; a field never given is null. */
export const BillingDetailsViewSchema = z.object({
  name: z.string().nullable(),
  company: z.string().nullable(),
  address: z.string().nullable(),
  vatNumber: z.string().nullable(),
});
export type BillingDetails = z.infer<typeof BillingDetailsViewSchema>;

export const BillingDetailsResponseSchema = z.object({ billing: BillingDetailsViewSchema });

/** A credit note as the order view lists it, oldest first. */
export const CreditNoteSummarySchema = z.object({
  number: z.string(),
  amountCents: z.number().int(),
  issuedAt: z.string(),
});
export type CreditNoteSummary = z.infer<typeof CreditNoteSummarySchema>;

/** `?n=CN-000045` picks one of an order's credit notes; without it, the latest. */
export const CreditNoteQuerySchema = z.object({
  n: z.string().max(20).optional(),
});

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (label: string) =>
  z
    .string({ message: `${label} is required, as YYYY-MM-DD.` })
    .regex(DAY, `${label} must be a day written YYYY-MM-DD.`)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), {
      message: `${label} must be a real day.`,
    });

/** The owner's export period: both days included, read in UTC as the documents' dates are. */
export const InvoicePeriodQuerySchema = z
  .object({ from: day('From'), to: day('To') })
  .refine((period) => period.from <= period.to, {
    message: 'From must be on or before To.',
    path: ['from'],
  });
export type InvoicePeriod = z.infer<typeof InvoicePeriodQuerySchema>;

/** What the owner's order page shows of the order's documents. */
export const AdminOrderInvoiceSchema = z.object({
  invoiceNumber: z.string().nullable(),
  creditNotes: z.array(CreditNoteSummarySchema),
});
export type AdminOrderInvoice = z.infer<typeof AdminOrderInvoiceSchema>;
