import { z } from 'zod';

const optionalText = (max: number, label: string) =>
  z.string().trim().max(max, `${label} can be at most ${max} characters.`).optional().default('');

/** The contact form, checked the same way in the browser and on the server. */
export const ContactMessageSchema = z.object({
  firstName: optionalText(100, 'First name'),
  lastName: optionalText(100, 'Last name'),
  email: z
    .string()
    .trim()
    .min(1, 'Please provide your email address.')
    .max(254, 'Email can be at most 254 characters.')
    .pipe(z.email('Please enter a valid email address.')),
  subject: optionalText(200, 'Subject'),
  message: z
    .string()
    .trim()
    .min(1, 'Please write a message.')
    .max(5_000, 'Message can be at most 5000 characters.'),
  /** A field people never see; bots that fill every input fill it. */
  website: z.string().max(500).optional(),
});
export type ContactMessageInput = z.input<typeof ContactMessageSchema>;

export const ContactMessageResponseSchema = z.object({ ok: z.literal(true) });
