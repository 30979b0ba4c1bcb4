// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { OrderSummary } from './order-summary.tsx';
import {
  emptyTaxLocation,
  TaxLocationFields,
  taxLocationRequest,
  type TaxLocationValue,
} from './tax-location-fields.tsx';

afterEach(cleanup);

function Harness({ errors = {} }: { errors?: Partial<Record<keyof TaxLocationValue, string>> }) {
  const [value, setValue] = useState<TaxLocationValue>(emptyTaxLocation);
  return <TaxLocationFields value={value} onChange={setValue} errors={errors} />;
}

describe('TaxLocationFields', () => {
  it('offers countries by name and asks a ZIP code only where the tax depends on it', () => {
    render(<Harness />);
    const country = screen.getByLabelText(/^Country/);
    expect(screen.getByRole('option', { name: 'Germany' })).toHaveProperty('value', 'DE');
    expect(screen.queryByLabelText(/ZIP code/)).toBeNull();
    fireEvent.change(country, { target: { value: 'US' } });
    expect(screen.getByLabelText(/ZIP code/)).toBeTruthy();
    fireEvent.change(country, { target: { value: 'CA' } });
    expect(screen.getByLabelText(/Postal code/)).toBeTruthy();
    fireEvent.change(country, { target: { value: 'FR' } });
    expect(screen.queryByLabelText(/Postal code/)).toBeNull();
    expect(screen.getByLabelText('VAT number')).toBeTruthy();
  });

  it('shows a field’s message and marks it invalid', () => {
    render(<Harness errors={{ vatNumber: 'This is not a valid VAT number for that country.' }} />);
    const vat = screen.getByLabelText('VAT number');
    expect(vat.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('This is not a valid VAT number for that country.')).toBeTruthy();
  });

  it('builds the request only from a location the shop accepts', () => {
    expect(taxLocationRequest(emptyTaxLocation)).toMatchObject({
      ok: false,
      field: 'billingCountry',
    });
    expect(
      taxLocationRequest({ billingCountry: 'US', billingPostalCode: '941', vatNumber: '' }),
    ).toMatchObject({ ok: false, field: 'billingPostalCode' });
    expect(
      taxLocationRequest({ billingCountry: 'DE', billingPostalCode: '10115', vatNumber: ' ' }),
    ).toEqual({ ok: true, input: { billingCountry: 'DE' } });
    expect(
      taxLocationRequest({ billingCountry: 'FR', billingPostalCode: '', vatNumber: 'FR123' }),
    ).toMatchObject({ ok: false, field: 'vatNumber' });
  });
});

describe('OrderSummary with tax', () => {
  const summary = (tax?: Parameters<typeof OrderSummary>[0]['tax']) =>
    render(<OrderSummary itemName="Cryptomaton" priceCents={14_900} kind="bot" taxOn tax={tax} />);

  it('shows price and tax apart, and the total with tax', () => {
    summary({
      priceCents: 14_900,
      taxCents: 2_831,
      totalCents: 17_731,
      reverseCharge: false,
      label: 'VAT 19% (DE)',
    });
    expect(screen.getByText('VAT 19% (DE)')).toBeTruthy();
    expect(screen.getByText('$28.31 USD')).toBeTruthy();
    expect(screen.getByText('$177.31 USD')).toBeTruthy();
  });

  it('says the tax comes from the country until it is known, and names a reverse charge', () => {
    summary();
    expect(screen.getByText('From your country')).toBeTruthy();
    cleanup();
    summary({ priceCents: 14_900, taxCents: 0, totalCents: 14_900, reverseCharge: true });
    expect(screen.getByText('VAT: reverse charge')).toBeTruthy();
  });
});
