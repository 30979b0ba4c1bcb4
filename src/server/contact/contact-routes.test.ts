import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contactMessages, outbox } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';

const valid = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  subject: 'Custom strategy',
  message: 'Could you script my grid strategy?',
};

describe.each(testDatabaseKinds())('POST /api/contact on %s', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind, {
      env: { ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'a-long-admin-passphrase' },
    });
  });
  afterEach(async () => {
    await t.app.close();
  });

  const send = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/contact', payload: payload as object, headers });

  it('stores a valid message as pending and queues a staff notification', async () => {
    const response = await send(valid);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ ok: true });
    const [stored] = await t.database.db.select().from(contactMessages);
    expect(stored).toMatchObject({ ...valid, responded: false });
    const [mail, acknowledgement] = await t.database.db.select().from(outbox).orderBy(outbox.id);
    expect(mail).toMatchObject({
      kind: 'contact-notification',
      toAddress: 'owner@example.com',
      replyTo: 'ada@example.com',
    });
    expect(acknowledgement).toMatchObject({
      kind: 'contact-acknowledgement',
      toAddress: 'ada@example.com',
      replyTo: 'support@cryptomaton.app',
    });
    expect(acknowledgement?.textBody).toContain('We have your message about "Custom strategy"');
    expect(mail?.textBody).toContain('Could you script my grid strategy?');
    expect(mail?.htmlBody).not.toContain('<script');
  });

  it('needs only the email and the message', async () => {
    const response = await send({ email: 'a@example.com', message: 'Hello' });
    expect(response.statusCode).toBe(201);
  });

  it.each([
    ['email', { ...valid, email: '' }, 'Please provide your email address.'],
    ['email', { ...valid, email: 'not-an-email' }, 'Please enter a valid email address.'],
    ['message', { ...valid, message: '   ' }, 'Please write a message.'],
    [
      'message',
      { ...valid, message: 'x'.repeat(5_001) },
      'Message can be at most 5000 characters.',
    ],
    ['subject', { ...valid, subject: 's'.repeat(201) }, 'Subject can be at most 200 characters.'],
    [
      'firstName',
      { ...valid, firstName: 'n'.repeat(101) },
      'First name can be at most 100 characters.',
    ],
    [
      'lastName',
      { ...valid, lastName: 'n'.repeat(101) },
      'Last name can be at most 100 characters.',
    ],
  ])('rejects a bad %s with a message a person can act on', async (field, payload, message) => {
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors[field]).toEqual([message]);
    expect(await t.database.db.select().from(contactMessages)).toHaveLength(0);
  });

  it.each(['firstName', 'lastName', 'email', 'subject', 'message'])(
    'refuses a NUL character in %s with a 400 that names the field, and stores nothing',
    async (field) => {
      const payload = { ...valid, [field]: `${valid[field as keyof typeof valid]}\u0000x` };
      const response = await send(payload);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fieldErrors)).toEqual([field]);
      expect(response.json().message).toContain(field);
      expect(await t.database.db.select().from(contactMessages)).toHaveLength(0);
      expect(await t.database.db.select().from(outbox)).toHaveLength(0);
    },
  );

  it('keeps the line breaks of a message', async () => {
    const response = await send({ ...valid, message: 'Line one\r\n\tLine two' });
    expect(response.statusCode).toBe(201);
    const [stored] = await t.database.db.select().from(contactMessages);
    expect(stored?.message).toBe('Line one\r\n\tLine two');
  });

  it.each([
    'ada@example.com,eve@evil.test',
    'ada@example.com; eve@evil.test',
    'Ada <ada@example.com>',
  ])('refuses %j as the reply address: one mailbox only', async (email) => {
    const response = await send({ ...valid, email });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.email).toHaveLength(1);
    expect(await t.database.db.select().from(contactMessages)).toHaveLength(0);
  });

  it('refuses an oversized body with 413', async () => {
    const response = await send({ ...valid, message: 'x'.repeat(20_000) });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(
      'The request is too large. Please shorten it and try again.',
    );
  });

  it('drops a message whose honeypot is filled, without telling the bot', async () => {
    const response = await send({ ...valid, website: 'http://spam.example' });
    expect(response.statusCode).toBe(201);
    expect(await t.database.db.select().from(contactMessages)).toHaveLength(0);
    expect(await t.database.db.select().from(outbox)).toHaveLength(0);
  });

  it('rate-limits a client after 5 messages in 10 minutes', async () => {
    for (let i = 0; i < 5; i += 1) expect((await send(valid)).statusCode).toBe(201);
    const limited = await send(valid);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(
      'Too many attempts. Please wait about 10 minutes and try again.',
    );
    expect(await t.database.db.select().from(contactMessages)).toHaveLength(5);
  });
});
