import { describe, expect, it } from 'vitest';
import { ContactMessageSchema } from './contact.ts';
import { contactMaxLength } from './contact-limits.ts';

const message = { email: 'ada@example.com', message: 'Hello.' };

describe('ContactMessageSchema', () => {
  it.each(['firstName', 'lastName', 'subject', 'message'] as const)(
    'takes %s up to the length the form stops at, and no longer',
    (field) => {
      const longest = 'a'.repeat(contactMaxLength[field]);
      expect(ContactMessageSchema.safeParse({ ...message, [field]: longest }).success).toBe(true);
      expect(ContactMessageSchema.safeParse({ ...message, [field]: `${longest}a` }).success).toBe(
        false,
      );
    },
  );
});
