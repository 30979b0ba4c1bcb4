/*
 * Tax at checkout (docs/tax.md). Off by default: prices are final. With TAX_MODE=stripe the
 * buyer gives a country (a postal code where Stripe Tax needs one) and, for a business, a VAT
 * number; the server asks Stripe Tax for the tax on top of the price. The rules the form and the
 * server both apply live here, so the page and the API refuse with the same words. No zod here:
 * the checkout page loads these rules with its first paint (the schemas are in tax.ts).
 */

export const taxModes = ['off', 'stripe'] as const;
export type TaxMode = (typeof taxModes)[number];

/** ISO 3166-1 alpha-2 codes the checkout offers, two letters each (named on screen by Intl). */
const COUNTRY_CODES =
  'AD AE AF AG AI AL AM AO AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GT GU GW GY HK HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW';

export const countryCodes: readonly string[] = COUNTRY_CODES.split(' ');

/** The European Union's members: a business buyer from one of them may be reverse charged. */
export const euCountries: readonly string[] =
  'AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK'.split(' ');

export const isEuCountry = (country: string) => euCountries.includes(country);

/**
 * Countries whose tax depends on where in them the buyer is: Stripe Tax needs a postal code
 * (a ZIP code in the US) to find the state or province.
 */
export const postalCodeFormats: Readonly<Record<string, { pattern: RegExp; example: string }>> = {
  US: { pattern: /^\d{5}(-\d{4})?$/, example: '94107' },
  CA: { pattern: /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/, example: 'K1A 0B1' },
};

export const needsPostalCode = (country: string) => country in postalCodeFormats;

/**
 * EU VAT numbers by country: the two-letter prefix the number carries (Greece writes EL) and the
 * shape after it. A number's format is checked here; whether it is registered is the buyer's
 * declaration (docs/tax.md).
 */
const euVatFormats: Readonly<Record<string, { prefix: string; body: RegExp }>> = {
  AT: { prefix: 'ATU', body: /^\d{8}$/ },
  BE: { prefix: 'BE', body: /^[01]\d{9}$/ },
  BG: { prefix: 'BG', body: /^\d{9,10}$/ },
  CY: { prefix: 'CY', body: /^\d{8}[A-Z]$/ },
  CZ: { prefix: 'CZ', body: /^\d{8,10}$/ },
  DE: { prefix: 'DE', body: /^\d{9}$/ },
  DK: { prefix: 'DK', body: /^\d{8}$/ },
  EE: { prefix: 'EE', body: /^\d{9}$/ },
  ES: { prefix: 'ES', body: /^[A-Z0-9]\d{7}[A-Z0-9]$/ },
  FI: { prefix: 'FI', body: /^\d{8}$/ },
  FR: { prefix: 'FR', body: /^[A-HJ-NP-Z0-9]{2}\d{9}$/ },
  GR: { prefix: 'EL', body: /^\d{9}$/ },
  HR: { prefix: 'HR', body: /^\d{11}$/ },
  HU: { prefix: 'HU', body: /^\d{8}$/ },
  IE: { prefix: 'IE', body: /^\d[A-Z0-9+*]\d{5}[A-W][A-IW]?$/ },
  IT: { prefix: 'IT', body: /^\d{11}$/ },
  LT: { prefix: 'LT', body: /^(\d{9}|\d{12})$/ },
  LU: { prefix: 'LU', body: /^\d{8}$/ },
  LV: { prefix: 'LV', body: /^\d{11}$/ },
  MT: { prefix: 'MT', body: /^\d{8}$/ },
  NL: { prefix: 'NL', body: /^\d{9}B\d{2}$/ },
  PL: { prefix: 'PL', body: /^\d{10}$/ },
  PT: { prefix: 'PT', body: /^\d{9}$/ },
  RO: { prefix: 'RO', body: /^\d{2,10}$/ },
  SE: { prefix: 'SE', body: /^\d{12}$/ },
  SI: { prefix: 'SI', body: /^\d{8}$/ },
  SK: { prefix: 'SK', body: /^\d{10}$/ },
};

/** "de 123.456.789" → "DE123456789": spaces, dots and dashes dropped, upper case. */
export const normaliseVatNumber = (text: string) => text.toUpperCase().replace(/[\s.-]/g, '');

const VAT_MAX_LENGTH = 40;

/** What the buyer typed for where they are; every field as it came (already trimmed). */
export interface TaxLocationInput {
  billingCountry?: string;
  billingPostalCode?: string;
  vatNumber?: string;
}

/** The location as the shop keeps it: normalised, the VAT number with its country's prefix. */
export interface TaxLocation {
  country: string;
  postalCode?: string;
  vatNumber?: string;
  /** The VAT number is a valid EU number of the buyer's country: Stripe gets it as `eu_vat`. */
  euVat: boolean;
}

export type TaxLocationCheck =
  | { ok: true; location: TaxLocation }
  | { ok: false; field: keyof TaxLocationInput; message: string };

/** Checks a buyer's country, postal code and VAT number; the message says what to fix. */
export function checkTaxLocation(input: TaxLocationInput): TaxLocationCheck {
  const country = input.billingCountry?.trim().toUpperCase() ?? '';
  if (!country) {
    return {
      ok: false,
      field: 'billingCountry',
      message: 'Please choose your country: the tax depends on it.',
    };
  }
  if (!countryCodes.includes(country)) {
    return {
      ok: false,
      field: 'billingCountry',
      message: 'Please choose your country from the list.',
    };
  }
  const postal = postalCodeFormats[country];
  const postalCode = input.billingPostalCode?.trim().toUpperCase() || undefined;
  if (postal && (!postalCode || !postal.pattern.test(postalCode))) {
    return {
      ok: false,
      field: 'billingPostalCode',
      message: `Please enter your ${country === 'US' ? 'ZIP' : 'postal'} code (like ${postal.example}): the tax depends on where you are.`,
    };
  }
  const typed = input.vatNumber ? normaliseVatNumber(input.vatNumber) : '';
  if (!typed) return { ok: true, location: { country, postalCode, euVat: false } };
  if (typed.length > VAT_MAX_LENGTH || !/^[A-Z0-9+*]+$/.test(typed)) {
    return {
      ok: false,
      field: 'vatNumber',
      message: 'A VAT number is letters and digits only, at most 40 of them.',
    };
  }
  const format = euVatFormats[country];
  if (!format)
    return { ok: true, location: { country, postalCode, vatNumber: typed, euVat: false } };
  // A number typed without its prefix is read as one of the buyer's country.
  const countryPrefix = format.prefix.slice(0, 2);
  const withPrefix = /^[A-Z]{2}/.test(typed) && !/^\d/.test(typed) ? typed : countryPrefix + typed;
  if (!withPrefix.startsWith(countryPrefix)) {
    return {
      ok: false,
      field: 'vatNumber',
      message: `This VAT number is not from the country you chose: numbers from there start with ${countryPrefix}.`,
    };
  }
  const body = withPrefix.slice(format.prefix.length);
  if (!withPrefix.startsWith(format.prefix) || !format.body.test(body)) {
    return {
      ok: false,
      field: 'vatNumber',
      message: `This is not a valid VAT number for that country. Check it against your registration (it starts with ${format.prefix}), or leave the field empty to buy as a consumer.`,
    };
  }
  return { ok: true, location: { country, postalCode, vatNumber: withPrefix, euVat: true } };
}

/**
 * Whether a valid EU VAT number makes the sale a reverse charge: the buyer is a business in
 * another EU country than the seller's, so the buyer accounts for the VAT.
 */
export function isReverseCharge(location: TaxLocation, sellerCountry: string | undefined) {
  return location.euVat && location.country !== sellerCountry;
}

/** The words the invoice prints for a reverse-charged sale. */
export const REVERSE_CHARGE_TEXT = 'Reverse charge: VAT to be accounted for by the recipient';
/** The words the invoice prints when the shop charges no tax. */
export const NO_TAX_TEXT = 'No tax was charged.';

/**
 * The tax that refunds totalling `refundedCents` gave back of an order's `taxCents`: the same share
 * of the tax as of the amount, rounded half up. Each refund's part is the difference this makes,
 * so the parts add up to the whole tax when the whole amount went back. Integer arithmetic only.
 */
export function taxRefundedCents(taxCents: number, amountCents: number, refundedCents: number) {
  if (taxCents === 0 || amountCents === 0) return 0;
  return Math.floor((2 * taxCents * refundedCents + amountCents) / (2 * amountCents));
}

/** Each refund's part of the tax, refunds in the order they were made (see taxRefundedCents). */
export function taxSharesOf(taxCents: number, amountCents: number, refunds: readonly number[]) {
  let refunded = 0;
  return refunds.map((refundCents) => {
    const before = taxRefundedCents(taxCents, amountCents, refunded);
    refunded += refundCents;
    return taxRefundedCents(taxCents, amountCents, refunded) - before;
  });
}
