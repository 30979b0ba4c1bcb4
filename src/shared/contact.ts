import { z } from 'zod';
import { contactMaxLength } from './contact-limits.ts';
import { emailAddressField, textField } from './fields.ts';

const optionalText = (max: number, label: string) =>
  textField({ label, max }).optional().default('');

/** The contact form, checked the same way in the browser and on the server. */
export const ContactMessageSchema = z.object({
  firstName: optionalText(contactMaxLength.firstName, 'First name'),
  lastName: optionalText(contactMaxLength.lastName, 'Last name'),
  email: emailAddressField({
    required: 'Please provide your email address.',
    invalid: 'Please enter a valid email address.',
  }),
  subject: optionalText(contactMaxLength.subject, 'Subject'),
  message: textField({
    label: 'Message',
    max: contactMaxLength.message,
    multiline: true,
    requiredMessage: 'Please write a message.',
  }),
  /** A field people never see; bots that fill every input fill it. */
  website: z.string().max(contactMaxLength.website).optional(),
});
export type ContactMessageInput = z.input<typeof ContactMessageSchema>;

export const ContactMessageResponseSchema = z.object({ ok: z.literal(true) });
