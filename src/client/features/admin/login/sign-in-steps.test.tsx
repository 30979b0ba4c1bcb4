// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignInSteps } from './sign-in-steps.tsx';

const startAuthentication = vi.fn();
vi.mock('@simplewebauthn/browser', () => ({ startAuthentication }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const session = {
  admin: { id: 2, email: 'support@example.com', role: 'support' },
  expiresAt: '2030-01-01T12:00:00.000Z',
  idleTimeoutSeconds: 1800,
  secondFactor: { enrolled: true, required: false },
};
const secondStep = (methods: string[]) => ({
  secondStep: { methods, expiresAt: '2030-01-01T00:05:00.000Z' },
});
const wrongCode = {
  error: 'Bad Request',
  message: 'That code is not right.',
  fieldErrors: { code: ['That code is not right. Check the app and try again.'] },
};

/** The server: each call takes the next answer; returns the calls made (path and body). */
function serve(...answers: [number, object][]) {
  const calls: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      calls.push({ path, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const [status, body] = answers.shift() ?? [500, { error: 'x', message: 'Unexpected call' }];
      return new Response(JSON.stringify(body), { status });
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/admin/login?next=%2Fadmin%2Forders']}>
        <Routes>
          <Route path="/admin/login" element={<SignInSteps />} />
          <Route path="/admin/orders" element={<p>The orders screen</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return calls;
}

function enterPassword() {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'support@example.com' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'a right password' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

const codeField = () =>
  screen.findByLabelText('Enter the 6-digit code from your authenticator app');

describe('the sign-in’s second step', () => {
  it('asks for the app’s code after the password, says a wrong one on its field, then goes on', async () => {
    const calls = serve([200, secondStep(['totp'])], [400, wrongCode], [200, session]);
    enterPassword();
    const field = (await codeField()) as HTMLInputElement;
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(field.getAttribute('inputmode')).toBe('numeric');
    expect(document.activeElement).toBe(field);
    expect(screen.queryByRole('button', { name: 'Use a passkey' })).toBeNull();

    // Too short: said on the field before anything is sent.
    fireEvent.change(field, { target: { value: '12 34' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Please enter the 6-digit code from your authenticator app.',
    );

    fireEvent.change(field, { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(
      await screen.findByText('That code is not right. Check the app and try again.'),
    ).toBeTruthy();
    expect(field.value).toBe('');

    fireEvent.change(field, { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText('The orders screen')).toBeTruthy();
    expect(calls).toEqual([
      {
        path: '/api/admin/login',
        body: { email: 'support@example.com', password: 'a right password' },
      },
      { path: '/api/admin/login/second-factor', body: { code: '123456' } },
      { path: '/api/admin/login/second-factor', body: { code: '654321' } },
    ]);
  });

  it('takes a recovery code instead', async () => {
    const calls = serve([200, secondStep(['totp', 'passkey'])], [200, session]);
    enterPassword();
    await codeField();
    expect(screen.getByRole('button', { name: 'Use a passkey' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    const field = screen.getByLabelText('Recovery code');
    expect(document.activeElement).toBe(field);
    fireEvent.change(field, { target: { value: 'ABCDE-23456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText('The orders screen')).toBeTruthy();
    expect(calls[1]).toEqual({
      path: '/api/admin/login/second-factor',
      body: { recoveryCode: 'abcde23456' },
    });
  });

  it('goes back to the password, with the server’s reason, when the step is gone', async () => {
    serve(
      [200, secondStep(['totp'])],
      [
        401,
        {
          error: 'Unauthorized',
          message: 'Too many wrong codes. Please enter your password again.',
        },
      ],
    );
    enterPassword();
    fireEvent.change(await codeField(), { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many wrong codes. Please enter your password again.',
    );
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('support@example.com');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
  });

  it('says a refusal for too many attempts above the buttons, and keeps the step', async () => {
    serve(
      [200, secondStep(['totp'])],
      [429, { error: 'Too Many Requests', message: 'Too many attempts. Try again in 10 minutes.' }],
    );
    enterPassword();
    fireEvent.change(await codeField(), { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts. Try again in 10 minutes.',
    );
    expect(await codeField()).toBeTruthy();
  });

  it('offers only the passkey (and a recovery code) to a member without the app', async () => {
    serve([200, secondStep(['passkey'])]);
    enterPassword();
    const passkey = await screen.findByRole('button', { name: 'Use a passkey' });
    expect(passkey.className).toContain('btn-primary');
    expect(
      screen.queryByLabelText('Enter the 6-digit code from your authenticator app'),
    ).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    expect(screen.getByLabelText('Recovery code')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Use my passkey instead' }));
    expect(screen.queryByLabelText('Recovery code')).toBeNull();
  });

  it('signs the server’s challenge with a passkey, and says a cancelled one beside its button', async () => {
    const assertion = {
      id: 'cred',
      rawId: 'cred',
      type: 'public-key',
      response: { clientDataJSON: 'a', authenticatorData: 'b', signature: 'c' },
    };
    const cancelled = Object.assign(
      new Error('The operation either timed out or was not allowed.'),
      {
        name: 'NotAllowedError',
      },
    );
    startAuthentication.mockRejectedValueOnce(cancelled).mockResolvedValueOnce(assertion);
    const options = { options: { challenge: 'xyz', rpId: 'localhost' } };
    const calls = serve(
      [200, secondStep(['totp', 'passkey'])],
      [200, options],
      [200, options],
      [200, session],
    );
    enterPassword();
    fireEvent.click(await screen.findByRole('button', { name: 'Use a passkey' }));
    const note = await screen.findByText(/The passkey was not used/);
    expect(
      screen.getByRole('button', { name: 'Use a passkey' }).getAttribute('aria-describedby'),
    ).toBe(note.id);
    fireEvent.click(screen.getByRole('button', { name: 'Use a passkey' }));
    expect(await screen.findByText('The orders screen')).toBeTruthy();
    expect(startAuthentication).toHaveBeenLastCalledWith({ optionsJSON: options.options });
    expect(calls.slice(1)).toEqual([
      { path: '/api/admin/login/passkey-options', body: undefined },
      { path: '/api/admin/login/passkey-options', body: undefined },
      { path: '/api/admin/login/second-factor', body: { passkey: assertion } },
    ]);
  });

  it('signs in at once a member without a second factor', async () => {
    serve([200, { ...session, secondFactor: { enrolled: false, required: false } }]);
    enterPassword();
    expect(await screen.findByText('The orders screen')).toBeTruthy();
  });
});
