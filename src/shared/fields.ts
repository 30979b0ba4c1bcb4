import { z } from 'zod';
import { EMAIL_MAX_LENGTH, isSingleMailbox } from './email.ts';
import { hasForbiddenCharacters } from './text.ts';

/* The zod fields every form of the shop is checked with, in the browser and on the server. */

export interface EmailMessages {
  /** Shown when the field is empty. */
  required: string;
  /** Shown for anything that is not one valid address. */
  invalid: string;
}

/**
 * The shop's one rule for an email address (checkout, contact, admin), with the messages each
 * form shows. Several addresses get a message of their own, since that is an easy slip to fix.
 */
export function emailAddressField(messages: EmailMessages) {
  return z
    .string()
    .trim()
    .min(1, { message: messages.required, abort: true })
    .max(EMAIL_MAX_LENGTH, { message: messages.invalid, abort: true })
    .refine((value) => !/[,;]/.test(value), {
      message: 'Please enter one email address only.',
      abort: true,
    })
    .refine(isSingleMailbox, messages.invalid);
}

export interface TextFieldRule {
  /** The field's name as a person sees it, used in the messages. */
  label: string;
  max: number;
  /** Required fields say so with this message when left empty. */
  requiredMessage?: string;
  multiline?: boolean;
}

/**
 * A text field as every form of the shop checks it, in the browser and on the server: trimmed,
 * bounded, and free of control characters.
 */
export function textField({ label, max, requiredMessage, multiline }: TextFieldRule) {
  let schema = z.string().trim();
  if (requiredMessage) schema = schema.min(1, requiredMessage);
  return schema
    .max(max, `${label} can be at most ${max} characters.`)
    .refine((value) => !hasForbiddenCharacters(value, { multiline }), {
      message: `${label} contains characters we can't accept (such as control characters). Please retype it.`,
    });
}
