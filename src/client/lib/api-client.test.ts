import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiRequestError,
  type ResponseCheck,
  UNEXPECTED_ANSWER,
  apiRequest,
} from './api-client.ts';

/** Takes any body as it is: these tests are about the request and its failures. */
const anyBody: ResponseCheck<unknown> = { parse: (body) => body };

const answer = (status: number, body: string, statusText = '') =>
  vi.stubGlobal(
    'fetch',
    vi.fn().mockResolvedValue(new Response(body || null, { status, statusText })),
  );

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('returns the parsed JSON of a success', async () => {
    answer(200, '{"ok":true}');
    await expect(apiRequest('/api/x', anyBody)).resolves.toEqual({ ok: true });
  });

  it('raises the server’s own message and field errors', async () => {
    answer(
      400,
      JSON.stringify({
        error: 'Bad Request',
        message: 'Fix the email.',
        fieldErrors: { email: ['bad'] },
      }),
    );
    const error = await apiRequest('/api/x', anyBody).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      message: 'Fix the email.',
      status: 400,
      fieldErrors: { email: ['bad'] },
    });
  });

  it('sends the headers it is given beside its own', async () => {
    answer(200, '{}');
    await apiRequest('/api/x', anyBody, {
      method: 'POST',
      body: {},
      headers: { 'Idempotency-Key': 'k1' },
    });
    const [, init] = vi.mocked(fetch).mock.calls[0] ?? [];
    expect(init?.headers).toEqual({
      'Idempotency-Key': 'k1',
      accept: 'application/json',
      'content-type': 'application/json',
    });
  });

  it('gives back what the check makes of the body, and an empty body as null', async () => {
    answer(200, '{"n":"2"}');
    const check = { parse: (body: unknown) => Number((body as { n: string }).n) };
    await expect(apiRequest('/api/x', check)).resolves.toBe(2);
    answer(204, '');
    await expect(apiRequest('/api/x', anyBody)).resolves.toBeNull();
  });

  it('refuses a success whose body the check refuses, or that is not JSON', async () => {
    const refuse = {
      parse: () => {
        throw new Error('not an order');
      },
    };
    answer(200, '{"order":1}');
    await expect(apiRequest('/api/x', refuse)).rejects.toMatchObject({
      name: 'ApiRequestError',
      message: UNEXPECTED_ANSWER,
      status: 200,
    });
    answer(200, '<html>');
    await expect(apiRequest('/api/x', anyBody)).rejects.toThrow(UNEXPECTED_ANSWER);
  });

  it('falls back to "status: body text", then to the status text', async () => {
    answer(502, 'upstream down');
    await expect(apiRequest('/api/x', anyBody)).rejects.toThrow('502: upstream down');
    answer(503, '', 'Service Unavailable');
    await expect(apiRequest('/api/x', anyBody)).rejects.toThrow('Service Unavailable');
  });
});
