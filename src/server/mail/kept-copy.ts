/**
 * What the shop keeps of a mail once it is sent: its text with every secret it carried hidden.
 * A mail's links hold bearer tokens (a download, a library sign-in, an unsubscribe) and a receipt
 * may hold a licence key; whoever reads the mail screen must not be able to use them, so the
 * copy replaces each with a placeholder. The rule is by shape, not by a list each template keeps:
 * a template added later cannot forget to declare its secret.
 */

export const HIDDEN = '[hidden]';

// Tokens are 32 random bytes in base64url (43 characters); anything of 20 or more such
// characters that mixes digits or letter cases is treated as one. Plain long words and slugs
// (lower case, no digits) stay readable.
const tokenLike = /[A-Za-z0-9_-]{20,}/g;
// A licence key, `CM-` and five groups of five: matched on its own shape, as a key may happen to
// have no digit in it.
const licenceKey = /\bCM(?:-[0-9A-Z]{5}){5}\b/g;

function looksSecret(run: string): boolean {
  const letters = run.replace(/[^A-Za-z]/g, '');
  const mixedCase = /[a-z]/.test(letters) && /[A-Z]/.test(letters);
  return /\d/.test(run) || mixedCase;
}

/** The text as kept after sending: the same words, every token and licence key hidden. */
export function keptCopy(text: string): string {
  return text
    .replace(licenceKey, HIDDEN)
    .replace(tokenLike, (run) => (looksSecret(run) ? HIDDEN : run));
}
