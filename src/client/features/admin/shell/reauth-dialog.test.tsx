// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../lib/api-client.ts';
import { ReauthDialog } from './reauth-dialog.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const answer = (status: number, body: object) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));
const stale = {
  error: 'Forbidden',
  code: 'reauth_required',
  message: 'Please enter your password again to confirm it is you, then try again.',
};
const anything = { parse: (body: unknown) => body };

describe('ReauthDialog', () => {
  it('asks for the password when a call wants a recent check, then sends the call again', async () => {
    const fetch = vi
      .fn()
      .mockImplementationOnce(() => answer(403, stale))
      .mockImplementationOnce(() =>
        answer(400, {
          error: 'Bad Request',
          message: 'That password is not right. Please try again.',
        }),
      )
      .mockImplementationOnce(() => answer(200, { checkedUntil: '2030-01-01T00:10:00.000Z' }))
      .mockImplementationOnce(() => answer(200, { refunded: true }));
    vi.stubGlobal('fetch', fetch);
    render(<ReauthDialog />);

    const refund = apiRequest('/api/admin/orders/1/refund', anything, { method: 'POST', body: {} });
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong one' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('That password is not right. Please try again.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'the right one' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(refund).resolves.toEqual({ refunded: true });
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      '/api/admin/orders/1/refund',
      '/api/admin/reauth',
      '/api/admin/reauth',
      '/api/admin/orders/1/refund',
    ]);
  });

  it('lets the call fail with the server’s words when the dialog is cancelled', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => answer(403, stale)),
    );
    render(<ReauthDialog />);
    const refund = apiRequest('/api/admin/files/1', anything, { method: 'DELETE' });
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(refund).rejects.toMatchObject({ status: 403, code: 'reauth_required' });
  });

  it('leaves other refusals alone', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => answer(403, { error: 'Forbidden', code: 'role_forbidden', message: 'No.' })),
    );
    render(<ReauthDialog />);
    await expect(apiRequest('/api/admin/staff', anything)).rejects.toMatchObject({
      code: 'role_forbidden',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('takes the authenticator app’s code instead of the password from a member who has one', async () => {
    const fetch = vi
      .fn()
      .mockImplementationOnce(() => answer(403, stale))
      .mockImplementationOnce(() => answer(200, { checkedUntil: '2030-01-01T00:10:00.000Z' }))
      .mockImplementationOnce(() => answer(200, { deleted: true }));
    vi.stubGlobal('fetch', fetch);
    render(<ReauthDialog secondFactor />);
    const deletion = apiRequest('/api/admin/files/1', anything, { method: 'DELETE' });
    await screen.findByRole('dialog', { name: 'Confirm it is you' });
    const choice = screen.getByRole('group', { name: 'Confirm with' });
    expect(Array.from(choice.querySelectorAll('label')).map((label) => label.textContent)).toEqual([
      'Password',
      'Code from my app',
      'Passkey',
    ]);
    fireEvent.click(screen.getByRole('radio', { name: 'Code from my app' }));
    const code = screen.getByLabelText('Code from your authenticator app');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(code.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(deletion).resolves.toEqual({ deleted: true });
    expect(JSON.parse(String(fetch.mock.calls[1]?.[1]?.body))).toEqual({ code: '123456' });
  });

  it('offers only the password to a member without a second factor', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => answer(403, stale)),
    );
    render(<ReauthDialog />);
    void apiRequest('/api/admin/files/1', anything, { method: 'DELETE' }).catch(() => undefined);
    await screen.findByRole('dialog');
    expect(screen.queryByRole('radio')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  });
});
