import { describe, expect, it } from 'vitest';
import { checkContactFields, missingFieldsToast } from './contact-fields.ts';

const filled = {
  firstName: '',
  lastName: '',
  subject: '',
  email: 'ada@example.com',
  message: 'Hi',
};

describe('checkContactFields', () => {
  it('passes a message with an email address', async () => {
    expect(await checkContactFields(filled)).toEqual({ fieldErrors: {} });
  });

  it('gives the spec toast and marks both fields when email and message are empty', async () => {
    expect(await checkContactFields({ ...filled, email: ' ', message: '' })).toEqual({
      fieldErrors: {
        email: 'Please provide your email address.',
        message: 'Please write a message.',
      },
      toast: missingFieldsToast,
    });
  });

  it.each([['ada@example'], ['ada example.com'], ['Ada <ada@example.com>']])(
    'catches "%s" before it reaches the server',
    async (email) => {
      const found = await checkContactFields({ ...filled, email });
      expect(found.fieldErrors.email).toBe('Please enter a valid email address.');
      expect(found.toast).toBe('Please enter a valid email address.');
    },
  );

  it('says one address only for a list', async () => {
    const found = await checkContactFields({ ...filled, email: 'a@example.com, b@example.com' });
    expect(found.fieldErrors.email).toBe('Please enter one email address only.');
  });
});
