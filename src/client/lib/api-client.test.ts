import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, apiRequest } from './api-client.ts';

const answer = (status: number, body: string, statusText = '') =>
  vi.stubGlobal(
    'fetch',
    vi.fn().mockResolvedValue(new Response(body || null, { status, statusText })),
  );

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('returns the parsed JSON of a success', async () => {
    answer(200, '{"ok":true}');
    await expect(apiRequest('/api/x')).resolves.toEqual({ ok: true });
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
    const error = await apiRequest('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      message: 'Fix the email.',
      status: 400,
      fieldErrors: { email: ['bad'] },
    });
  });

  it('sends the headers it is given beside its own', async () => {
    answer(200, '{}');
    await apiRequest('/api/x', { method: 'POST', body: {}, headers: { 'Idempotency-Key': 'k1' } });
    const [, init] = vi.mocked(fetch).mock.calls[0] ?? [];
    expect(init?.headers).toEqual({
      'Idempotency-Key': 'k1',
      accept: 'application/json',
      'content-type': 'application/json',
    });
  });

  it('falls back to "status: body text", then to the status text', async () => {
    answer(502, 'upstream down');
    await expect(apiRequest('/api/x')).rejects.toThrow('502: upstream down');
    answer(503, '', 'Service Unavailable');
    await expect(apiRequest('/api/x')).rejects.toThrow('Service Unavailable');
  });
});
