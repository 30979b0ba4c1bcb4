import { useMemo } from 'react';
import { ApiRequestError } from '../../lib/api-client.ts';
import { FormField } from '../../components/ui/form-field.tsx';
import { SelectInput } from '../../components/ui/select-input.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';
import {
  checkTaxLocation,
  countryCodes,
  needsPostalCode,
  type TaxLocationInput,
} from '../../../shared/tax-rules.ts';

/** What the buyer has typed so far; the page keeps it and prices the tax from it. */
export interface TaxLocationValue {
  billingCountry: string;
  billingPostalCode: string;
  vatNumber: string;
}

export const emptyTaxLocation: TaxLocationValue = {
  billingCountry: '',
  billingPostalCode: '',
  vatNumber: '',
};

/**
 * The location as the API takes it, once it passes the shop's own check (the server repeats
 * it); otherwise the field to fix and why. Empty optional fields are left out.
 */
export function taxLocationRequest(value: TaxLocationValue) {
  const input: TaxLocationInput = {
    billingCountry: value.billingCountry,
    ...(needsPostalCode(value.billingCountry) && value.billingPostalCode.trim()
      ? { billingPostalCode: value.billingPostalCode.trim() }
      : {}),
    ...(value.vatNumber.trim() ? { vatNumber: value.vatNumber.trim() } : {}),
  };
  const checked = checkTaxLocation(input);
  return checked.ok ? { ok: true as const, input } : checked;
}

/** Country names in the buyer's words, from the browser: no list of names in the bundle. */
function useCountryOptions() {
  return useMemo(() => {
    const names = new Intl.DisplayNames(['en'], { type: 'region' });
    return countryCodes
      .map((code) => ({ code, name: names.of(code) ?? code }))
      .sort((a, b) => a.name.localeCompare(b.name));
  }, []);
}

/**
 * Where the buyer is, for the tax (TAX_MODE=stripe): the country, a postal code where the tax
 * depends on it (US, Canada), and a business's VAT number. An error shows once a field was left.
 */
export function TaxLocationFields({
  value,
  onChange,
  errors,
}: {
  value: TaxLocationValue;
  onChange: (next: TaxLocationValue) => void;
  /** Messages by field: the page's own check, or the server's refusal. */
  errors: Partial<Record<keyof TaxLocationValue, string>>;
}) {
  const countries = useCountryOptions();
  const set = (field: keyof TaxLocationValue) => (event: { target: { value: string } }) =>
    onChange({ ...value, [field]: event.target.value });
  const postal = needsPostalCode(value.billingCountry);
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-sm font-semibold">Where you are, for tax</legend>
      <FormField
        label="Country"
        required
        id="checkout-country"
        error={errors.billingCountry}
        className={postal ? '' : 'sm:col-span-2'}
      >
        <SelectInput
          name="billingCountry"
          autoComplete="country"
          value={value.billingCountry}
          onChange={set('billingCountry')}
        >
          <option value="">Choose your country</option>
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </SelectInput>
      </FormField>
      {postal ? (
        <FormField
          label={value.billingCountry === 'US' ? 'ZIP code' : 'Postal code'}
          required
          id="checkout-postal-code"
          error={errors.billingPostalCode}
        >
          <TextInput
            name="billingPostalCode"
            autoComplete="postal-code"
            value={value.billingPostalCode}
            onChange={set('billingPostalCode')}
          />
        </FormField>
      ) : null}
      <FormField
        label="VAT number"
        hint="For a business. In the EU, a valid number means no VAT is charged (reverse charge)."
        id="checkout-vat-number"
        error={errors.vatNumber}
        className="sm:col-span-2"
      >
        <TextInput
          name="vatNumber"
          autoComplete="off"
          value={value.vatNumber}
          onChange={set('vatNumber')}
        />
      </FormField>
    </fieldset>
  );
}

/**
 * The tax fields' messages: the page's own check for a field typed in (all of them once the
 * buyer tried to pay), then the server's refusal.
 */
export function taxFieldErrors(
  location: TaxLocationValue,
  located: ReturnType<typeof taxLocationRequest> | undefined,
  serverError: unknown,
  showAll: boolean,
): Partial<Record<keyof TaxLocationValue, string>> {
  if (located && !located.ok) {
    const field = located.field;
    return showAll || location[field].trim() ? { [field]: located.message } : {};
  }
  if (serverError instanceof ApiRequestError) {
    const [field, messages] = Object.entries(serverError.fieldErrors ?? {})[0] ?? [];
    if (field && field in location) return { [field]: messages?.[0] ?? serverError.message };
    return { billingCountry: serverError.message };
  }
  return {};
}
