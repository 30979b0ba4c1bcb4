import { describe, expect, it } from 'vitest';
import {
  BillingDetailsSchema,
  formatCreditNoteNumber,
  formatInvoiceNumber,
  InvoicePeriodQuerySchema,
  parseCreditNoteNumber,
} from './invoices.ts';

describe('document numbers', () => {
  it('writes invoice and credit-note numbers with six digits, and more when they run out', () => {
    expect(formatInvoiceNumber(123)).toBe('INV-000123');
    expect(formatCreditNoteNumber(45)).toBe('CN-000045');
    expect(formatInvoiceNumber(1_234_567)).toBe('INV-1234567');
  });

  it('reads a credit note’s number back, and nothing else', () => {
    expect(parseCreditNoteNumber('CN-000045')).toBe(45);
    expect(parseCreditNoteNumber(' cn-000045 ')).toBe(45);
    expect(parseCreditNoteNumber('INV-000045')).toBeUndefined();
    expect(parseCreditNoteNumber('CN-45')).toBeUndefined();
  });
});

describe('billing details', () => {
  it('takes every field as optional, trims them, and keeps the address’s lines', () => {
    expect(BillingDetailsSchema.parse({})).toEqual({});
    expect(
      BillingDetailsSchema.parse({ name: '  Ada  ', address: '1 Main St\nSpringfield' }),
    ).toEqual({ name: 'Ada', address: '1 Main St\nSpringfield' });
  });

  it('refuses line breaks outside the address and over-long fields, saying which', () => {
    const result = BillingDetailsSchema.safeParse({ name: 'A\nB', vatNumber: 'x'.repeat(41) });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map(
      (issue) => `${String(issue.path[0])}: ${issue.message}`,
    );
    expect(messages).toEqual([
      expect.stringMatching(/^name: Name contains characters/),
      'vatNumber: VAT number can be at most 40 characters.',
    ]);
  });
});

describe('export period', () => {
  it('takes two days, from on or before to', () => {
    expect(InvoicePeriodQuerySchema.parse({ from: '2026-01-01', to: '2026-01-31' })).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(
      InvoicePeriodQuerySchema.safeParse({ from: '2026-02-01', to: '2026-01-01' }).success,
    ).toBe(false);
    expect(
      InvoicePeriodQuerySchema.safeParse({ from: '2026-13-45', to: '2026-12-31' }).success,
    ).toBe(false);
    expect(InvoicePeriodQuerySchema.safeParse({ to: '2026-12-31' }).success).toBe(false);
  });
});
