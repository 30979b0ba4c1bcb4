/*
 * Certificate verification codes, as people type and read them: 20 characters from an alphabet
 * without look-alikes (no 0, O, 1 or I), printed in four groups of five. New editions store the
 * grouped form (src/server/art/editions.ts); a lookup tries both forms of what was typed. No zod
 * here: the gallery's form uses it too.
 */

export const VERIFICATION_CODE_LENGTH = 20;
const GROUP = 5;
const COMPACT_CODE = /^[A-HJ-NP-Z2-9]{20}$/;

/** What someone typed or pasted ("abcde fghjk-…"), as the 20 stored characters; undefined if it can't be a code. */
export function compactVerificationCode(input: string): string | undefined {
  const compact = input.toUpperCase().replace(/[\s-]/g, '');
  return COMPACT_CODE.test(compact) ? compact : undefined;
}

/** "ABCDEFGHJK…" → "ABCDE-FGHJK-LMNPQ-RSTUV", as the certificate prints it. */
export function groupedVerificationCode(code: string): string {
  const compact = compactVerificationCode(code) ?? code;
  return (compact.match(new RegExp(`.{1,${GROUP}}`, 'g')) ?? []).join('-');
}
