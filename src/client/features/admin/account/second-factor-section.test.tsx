// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SecondFactorStatus } from '../../../../shared/admin/second-factor.ts';
import { SecondFactorSection } from './second-factor-section.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const none: SecondFactorStatus = {
  totp: false,
  passkeys: [],
  recoveryCodesLeft: 0,
  required: false,
  passkeysAvailable: false,
};
const codes = Array.from({ length: 10 }, (_, n) => `abcde-2345${n}`);
const setup = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DP',
  otpauthUri: 'otpauth://totp/Cryptomaton:support%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DP',
  qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
};

/** The account's second-factor routes over `status`, which changes as the real one would. */
function serve(initial: SecondFactorStatus) {
  let status = initial;
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      const call = `${init.method} ${path}`;
      calls.push(init.body ? `${call} ${String(init.body)}` : call);
      const json = (body: unknown, code = 200) =>
        new Response(JSON.stringify(body), { status: code });
      if (call === 'GET /api/admin/account/second-factor') return json(status);
      if (call === 'POST /api/admin/account/totp/setup') return json(setup);
      if (call === 'POST /api/admin/account/totp') {
        if (String(init.body).includes('000000')) {
          return json(
            {
              error: 'Bad Request',
              message: 'No.',
              fieldErrors: { code: ['That code is not right.'] },
            },
            400,
          );
        }
        status = { ...status, totp: true, recoveryCodesLeft: 10 };
        return json({ status, recoveryCodes: codes });
      }
      if (call === 'POST /api/admin/account/recovery-codes') {
        status = { ...status, recoveryCodesLeft: 10 };
        return json({ recoveryCodes: codes });
      }
      return json({ error: 'Not Found', message: `No route ${call}` }, 404);
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SecondFactorSection />
    </QueryClientProvider>,
  );
  return calls;
}

const region = (name: string) => screen.findByRole('region', { name });

describe('Sign-in protection on the account page', () => {
  it('without a second factor: offers the app, explains why passkeys are not offered here', async () => {
    serve(none);
    const app = within(await region('Authenticator app'));
    expect(app.getByText('Off')).toBeTruthy();
    expect(app.getByRole('button', { name: 'Set up the app' })).toBeTruthy();
    const passkeys = within(await region('Passkeys'));
    expect(passkeys.queryByRole('button', { name: 'Add a passkey' })).toBeNull();
    expect(
      passkeys.getByText(/Passkeys work only when the shop is opened at its domain name/),
    ).toBeTruthy();
    expect(within(await region('Recovery codes')).queryByRole('button')).toBeNull();
  });

  it('sets up the app: QR code and key, a wrong code on its field, then the recovery codes once', async () => {
    const calls = serve(none);
    fireEvent.click(await screen.findByRole('button', { name: 'Set up the app' }));
    const qr = (await screen.findByAltText(
      'QR code for your authenticator app',
    )) as HTMLImageElement;
    expect(qr.src).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`);
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP')).toBeTruthy();

    const field = screen.getByLabelText('Code from your authenticator app');
    fireEvent.change(field, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('That code is not right.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(field, { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    const shown = await region('Your recovery codes');
    expect(
      within(shown)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(codes);
    expect(shown.textContent).toContain('each works once');
    expect(document.activeElement).toBe(within(shown).getByRole('heading'));
    expect(within(shown).getByRole('button', { name: 'Download as .txt' })).toBeTruthy();
    expect(within(shown).getByRole('button', { name: 'Copy the codes' })).toBeTruthy();
    expect(await within(await region('Authenticator app')).findByText('On')).toBeTruthy();
    expect(await within(await region('Recovery codes')).findByText('10 of 10')).toBeTruthy();

    // Put away, they are gone for good: the server never sends them again.
    fireEvent.click(within(shown).getByRole('button', { name: 'I have saved them' }));
    expect(screen.queryByRole('region', { name: 'Your recovery codes' })).toBeNull();
    expect(screen.queryByText(codes[0] ?? '')).toBeNull();
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual([
      'POST /api/admin/account/totp/setup',
      'POST /api/admin/account/totp {"code":"000000"}',
      'POST /api/admin/account/totp {"code":"123456"}',
    ]);
  });

  it('with the app and passkeys: lists them, counts the codes left, makes a new set', async () => {
    serve({
      ...none,
      totp: true,
      recoveryCodesLeft: 2,
      passkeysAvailable: true,
      passkeys: [
        { id: 7, name: 'Work laptop', createdAt: '2026-11-01T10:00:00.000Z', lastUsedAt: null },
      ],
    });
    const passkeys = within(await region('Passkeys'));
    expect(passkeys.getByText('Work laptop')).toBeTruthy();
    expect(passkeys.getByText(/never used/)).toBeTruthy();
    expect(passkeys.getByRole('button', { name: 'Remove the passkey Work laptop' })).toBeTruthy();
    expect(passkeys.getByRole('button', { name: 'Add a passkey' })).toBeTruthy();
    expect(passkeys.getByLabelText('Name for the new passkey')).toBeTruthy();
    const recovery = within(await region('Recovery codes'));
    expect(recovery.getByText('2 of 10')).toBeTruthy();
    expect(recovery.getByText(/Make a new set before they run out/)).toBeTruthy();
    expect(
      within(await region('Authenticator app')).getByRole('button', { name: 'Turn off' }),
    ).toBeTruthy();

    fireEvent.click(recovery.getByRole('button', { name: 'Make a new set' }));
    fireEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Make a new set' }),
    );
    expect(await region('Your recovery codes')).toBeTruthy();
  });

  it('asks for a name before making a passkey', async () => {
    serve({ ...none, passkeysAvailable: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Add a passkey' }));
    const field = screen.getByLabelText('Name for the new passkey');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please give the passkey a name, like “Work laptop”.')).toBeTruthy();
  });
});
