import { describe, expect, it } from 'vitest';
import { redactTokens, serializeError } from './log-serializers.ts';

const token = 'AbCdEf0123456789_-abcdefghijklmnopqrstuvwx';

describe('log redaction', () => {
  it('keeps a short prefix of each token in a URL, never the whole token', () => {
    expect(redactTokens(`/download/${token}`)).toBe('/download/AbCdEf…');
    expect(redactTokens(`/thank-you?order=${token}&x=1`)).toBe('/thank-you?order=AbCdEf…&x=1');
    expect(redactTokens('/api/checkout/status')).toBe('/api/checkout/status');
    expect(redactTokens('/api/create-payment-intent')).toBe('/api/create-payment-intent');
    expect(redactTokens(`/api/orders/${'a'.repeat(43)}`)).toBe('/api/orders/aaaaaa…');
  });

  it('drops the values drizzle appends to a failed query', () => {
    const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      code: '22021',
    });
    const error = new Error(
      'Failed query: insert into "orders" ("email") values ($1)\nparams: a\u0000b@secret.example,multi\nline',
      { cause },
    );
    const logged = serializeError(error);
    expect(JSON.stringify(logged)).not.toContain('secret.example');
    expect(logged.message).toBe('Failed query: insert into "orders" ("email") values ($1)');
    expect(logged.stack).toMatch(/^Error: Failed query: insert into "orders"/);
    expect(logged.stack).toMatch(/\n\s+at /);
    expect(logged.cause).toMatchObject({
      code: '22021',
      message: 'invalid byte sequence for encoding "…": 0x00',
    });
  });

  it('hides the input value a data exception quotes', () => {
    const error = Object.assign(new Error('invalid input syntax for type integer: "ada@x.io"'), {
      code: '22P02',
    });
    expect(serializeError(error).message).toBe('invalid input syntax for type integer: "…"');
  });
});
