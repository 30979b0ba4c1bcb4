import type { ContactMessageInput } from '../../../shared/contact.ts';

export interface ContactFields {
  firstName: string;
  lastName: string;
  email: string;
  subject: string;
  message: string;
}
export type ContactFieldErrors = Partial<Record<keyof ContactFields, string>>;

/** The toast when email or message is missing (docs/product-rules.md, "Support and contact"). */
export const missingFieldsToast = 'Please provide at least your email and message.';

/**
 * The server's own schema, loaded when the visitor starts on the form rather than with the page:
 * it brings zod, which first visits of public pages do without (see the bundle budget test).
 */
export const loadContactSchema = () =>
  import('../../../shared/contact.ts').then((module) => module.ContactMessageSchema);

/**
 * What the browser checks before sending, with the same schema and messages as the server, so a
 * mistyped address never reaches it (nor spends the visitor's rate limit): per-field messages,
 * and the toast to show with them.
 */
export async function checkContactFields(
  fields: ContactMessageInput,
): Promise<{ fieldErrors: ContactFieldErrors; toast?: string }> {
  const result = (await loadContactSchema()).safeParse(fields);
  if (result.success) return { fieldErrors: {} };
  const fieldErrors: ContactFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof ContactFields;
    fieldErrors[field] ??= issue.message;
  }
  const missing = !fields.email.trim() || !fields.message.trim();
  return { fieldErrors, toast: missing ? missingFieldsToast : Object.values(fieldErrors)[0] };
}
