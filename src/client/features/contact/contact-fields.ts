export interface ContactFields {
  firstName: string;
  lastName: string;
  email: string;
  subject: string;
  message: string;
}
export type ContactFieldErrors = Partial<Record<keyof ContactFields, string>>;

/** The spec's toast when email or message is missing (site-spec section 5). */
export const missingFieldsToast = 'Please provide at least your email and message.';

/**
 * What the browser checks before sending, so a mistyped address never reaches the server (nor
 * spends the visitor's rate limit): per-field messages, and the toast to show with them.
 */
export function checkContactFields(fields: ContactFields): {
  fieldErrors: ContactFieldErrors;
  toast?: string;
} {
  const fieldErrors: ContactFieldErrors = {};
  const email = fields.email.trim();
  if (!email) fieldErrors.email = 'Please provide your email address.';
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    fieldErrors.email = 'Please enter a valid email address.';
  }
  if (!fields.message.trim()) fieldErrors.message = 'Please write a message.';
  if (!email || !fields.message.trim()) return { fieldErrors, toast: missingFieldsToast };
  return { fieldErrors, toast: fieldErrors.email };
}
