import { describe, expect, it } from 'vitest';
import {
  CreateDiscountCodeRequestSchema,
  discountAppliesTo,
  discountCents,
  DiscountCodeTextSchema,
} from './discount-codes.ts';

const percent = (percentOff: number) =>
  ({ percentOff, amountOffCents: null, appliesTo: 'all' }) as const;
const amount = (amountOffCents: number) =>
  ({ percentOff: null, amountOffCents, appliesTo: 'all' }) as const;

describe('the price a discount code makes', () => {
  it('takes a percentage off, rounding the discount down to the cent (the price up)', () => {
    expect(discountCents(14_900, percent(15))).toBe(2_235);
    // 33 % of $149.99 is 4949.67 cents: the buyer gets 4949 off, never more than advertised.
    expect(discountCents(14_999, percent(33))).toBe(4_949);
    // 1 % of 99 cents is 0.99 cents: nothing off, rather than a cent more than 1 %.
    expect(discountCents(99, percent(1))).toBe(0);
    expect(discountCents(14_900, percent(100))).toBe(14_900);
  });

  it('takes an amount off, never below zero', () => {
    expect(discountCents(14_900, amount(1_000))).toBe(1_000);
    expect(discountCents(14_900, amount(14_900))).toBe(14_900);
    expect(discountCents(14_900, amount(50_000))).toBe(14_900);
    expect(discountCents(0, amount(100))).toBe(0);
  });

  it('applies to the kind of item it names, or to all', () => {
    expect(discountAppliesTo({ appliesTo: 'all' }, 'bot')).toBe(true);
    expect(discountAppliesTo({ appliesTo: 'all' }, 'art')).toBe(true);
    expect(discountAppliesTo({ appliesTo: 'bot' }, 'bot')).toBe(true);
    expect(discountAppliesTo({ appliesTo: 'bot' }, 'art')).toBe(false);
    expect(discountAppliesTo({ appliesTo: 'art' }, 'bot')).toBe(false);
  });
});

describe('a code as typed', () => {
  it('is case-insensitive: trimmed and stored upper-cased', () => {
    expect(DiscountCodeTextSchema.parse('  launch-15 ')).toBe('LAUNCH-15');
    expect(DiscountCodeTextSchema.safeParse('ab').success).toBe(false);
    expect(DiscountCodeTextSchema.safeParse('two words').success).toBe(false);
    expect(DiscountCodeTextSchema.safeParse('x'.repeat(33)).success).toBe(false);
  });

  it('needs exactly one of percent off and amount off', () => {
    const base = { code: 'SALE', appliesTo: 'all' };
    expect(CreateDiscountCodeRequestSchema.safeParse({ ...base, percentOff: 10 }).success).toBe(
      true,
    );
    expect(CreateDiscountCodeRequestSchema.safeParse({ ...base, amountOffCents: 10 }).success).toBe(
      true,
    );
    expect(CreateDiscountCodeRequestSchema.safeParse(base).success).toBe(false);
    expect(
      CreateDiscountCodeRequestSchema.safeParse({ ...base, percentOff: 10, amountOffCents: 10 })
        .success,
    ).toBe(false);
  });
});
