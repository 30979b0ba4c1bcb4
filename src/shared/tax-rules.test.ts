import { describe, expect, it } from 'vitest';
import { checkTaxLocation, isReverseCharge, taxRefundedCents, taxSharesOf } from './tax-rules.ts';

describe('checkTaxLocation', () => {
  it.each([
    ['DE', 'de 123.456.789', 'DE123456789'],
    ['GR', '123456789', 'EL123456789'],
    ['AT', 'ATU12345678', 'ATU12345678'],
    ['NL', 'NL123456789B01', 'NL123456789B01'],
    ['FR', 'FR40303265045', 'FR40303265045'],
  ])('accepts a valid %s VAT number and writes it with its prefix', (country, typed, kept) => {
    const checked = checkTaxLocation({ billingCountry: country, vatNumber: typed });
    expect(checked).toEqual({
      ok: true,
      location: { country, postalCode: undefined, vatNumber: kept, euVat: true },
    });
  });

  it.each([
    ['DE', 'DE12345678', 'not a valid VAT number'],
    ['FR', 'DE123456789', 'start with FR'],
    ['DE', 'DE123<script>', 'letters and digits only'],
  ])('refuses %s %s', (country, vatNumber, message) => {
    const checked = checkTaxLocation({ billingCountry: country, vatNumber });
    expect(checked).toMatchObject({ ok: false, field: 'vatNumber' });
    expect(!checked.ok && checked.message).toContain(message);
  });

  it('needs a country, and a ZIP or postal code in the US and Canada', () => {
    expect(checkTaxLocation({})).toMatchObject({ ok: false, field: 'billingCountry' });
    expect(checkTaxLocation({ billingCountry: 'US' })).toMatchObject({
      field: 'billingPostalCode',
    });
    expect(checkTaxLocation({ billingCountry: 'CA', billingPostalCode: 'k1a 0b1' })).toMatchObject({
      ok: true,
      location: { postalCode: 'K1A 0B1' },
    });
    // A VAT number from outside the EU is kept, and is no reverse charge.
    const gb = checkTaxLocation({ billingCountry: 'GB', vatNumber: 'GB123456789' });
    expect(gb).toMatchObject({ ok: true, location: { euVat: false } });
  });

  it('reverse charges EU businesses outside the seller’s own country', () => {
    const fr = { country: 'FR', vatNumber: 'FR40303265045', euVat: true };
    expect(isReverseCharge(fr, 'DE')).toBe(true);
    expect(isReverseCharge(fr, undefined)).toBe(true);
    expect(isReverseCharge(fr, 'FR')).toBe(false);
    expect(isReverseCharge({ country: 'FR', euVat: false }, 'DE')).toBe(false);
  });
});

describe('the tax share of refunds', () => {
  it('is proportional, rounded, and adds up to the whole tax', () => {
    expect(taxRefundedCents(2_831, 17_731, 5_000)).toBe(798);
    expect(taxSharesOf(2_831, 17_731, [5_000, 12_731])).toEqual([798, 2_033]);
    const parts = taxSharesOf(1_001, 3_003, [1, 1_000, 1_001, 1_001]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(1_001);
    expect(taxSharesOf(0, 14_900, [14_900])).toEqual([0]);
  });
});
