import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerErrorHandler } from './error-handler.ts';

const app = Fastify({ logger: false, bodyLimit: 1024 }).withTypeProvider<ZodTypeProvider>();

beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.post(
    '/things',
    {
      schema: {
        body: z.object({ email: z.email('Enter a valid email address'), count: z.number().int() }),
      },
    },
    async () => ({ ok: true }),
  );
  app.get('/boom', async () => {
    throw new Error('connection string postgres://secret@db failed');
  });
  app.get('/conflict', async () => {
    throw Object.assign(new Error('That order is already paid.'), { statusCode: 409 });
  });
  await app.ready();
});
afterAll(() => app.close());

describe('error handler', () => {
  it('answers a validation failure with 400 and the fields to fix', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/things',
      payload: { email: 'nope', count: 1.5 },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error).toBe('Bad Request');
    expect(body.fieldErrors.email).toEqual(['Enter a valid email address']);
    expect(body.fieldErrors.count).toHaveLength(1);
    expect(body.message).toMatch(/email, count/);
  });

  it('rewords an oversized body for a person', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/things',
      payload: { email: 'a@b.co', count: 1, padding: 'x'.repeat(2000) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(
      'The request is too large. Please shorten it and try again.',
    );
  });

  it('keeps the message of a deliberate client error', async () => {
    const response = await app.inject({ method: 'GET', url: '/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'Conflict', message: 'That order is already paid.' });
  });

  it('never leaks the internals of a server error', async () => {
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('postgres://');
    expect(response.json()).toMatchObject({
      error: 'Internal Server Error',
      message: 'Something went wrong on our side. Please try again in a moment.',
    });
    expect(response.json().requestId).toBeTruthy();
  });
});
