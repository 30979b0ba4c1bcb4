/**
 * The licence key's written form: `CM-` and five groups of five Crockford base32 characters
 * (125 random bits), short enough to read aloud. What a person types back is normalised the
 * Crockford way: any case, hyphens and spaces optional, I and L read as 1, O as 0.
 */

export const licenceKeyPrefix = 'CM';
export const licenceKeyGroups = 5;
export const licenceKeyGroupLength = 5;
/** Characters of the key after its prefix: 25 × 5 bits = 125 random bits. */
export const licenceKeyLength = licenceKeyGroups * licenceKeyGroupLength;

/** Crockford's base32: digits and letters without I, L, O and U. */
export const crockfordAlphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

const lookalikes: Record<string, string> = { I: '1', L: '1', O: '0' };

/** `CM-XXXXX-XXXXX-…` from the 25 characters of a key. */
export function formatLicenceKey(body: string): string {
  const groups = body.match(new RegExp(`.{1,${licenceKeyGroupLength}}`, 'g')) ?? [];
  return [licenceKeyPrefix, ...groups].join('-');
}

/**
 * The key as the shop formats it, from what a person or a program typed; null when it cannot be
 * a licence key (wrong length or a character Crockford's alphabet does not have).
 */
export function normaliseLicenceKey(input: string): string | null {
  let text = input.toUpperCase().replace(/[\s-]/g, '');
  if (text.length === licenceKeyLength + licenceKeyPrefix.length) {
    if (!text.startsWith(licenceKeyPrefix)) return null;
    text = text.slice(licenceKeyPrefix.length);
  }
  if (text.length !== licenceKeyLength) return null;
  const body = [...text].map((char) => lookalikes[char] ?? char).join('');
  for (const char of body) if (!crockfordAlphabet.includes(char)) return null;
  return formatLicenceKey(body);
}

/** What the owner's screens show of a key: its prefix and last group, `CM-•••••-…-7KQ2M`. */
export function maskLicenceKey(lastGroup: string): string {
  const hidden = '•'.repeat(licenceKeyGroupLength);
  return [licenceKeyPrefix, ...Array<string>(licenceKeyGroups - 1).fill(hidden), lastGroup].join(
    '-',
  );
}
