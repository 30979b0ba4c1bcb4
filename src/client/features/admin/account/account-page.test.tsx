// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminScreen } from '../shell/admin-shell.tsx';
import { AccountPage } from './account-page.tsx';

const required = { enrolled: false, required: true };
let secondFactor = required;
const answers: Record<string, unknown> = {
  '/api/admin/account/second-factor': {
    totp: false,
    passkeys: [],
    recoveryCodesLeft: 0,
    required: true,
    passkeysAvailable: false,
  },
  '/api/admin/sessions': { sessions: [] },
};

beforeEach(() => {
  // The admin header's theme control listens for the system theme, which jsdom does not have.
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: false,
    media,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      const body =
        path === '/api/admin/session'
          ? {
              admin: { id: 2, email: 'support@example.com', role: 'support' },
              expiresAt: '2030-01-01T12:00:00.000Z',
              idleTimeoutSeconds: 1800,
              secondFactor,
            }
          : answers[path];
      if (body) return new Response(JSON.stringify(body), { status: 200 });
      return new Response(
        JSON.stringify({
          error: 'Forbidden',
          code: 'second_factor_setup_required',
          message: 'Set up a second factor first.',
        }),
        { status: 403 },
      );
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  secondFactor = required;
});

function showAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/account" element={<AccountPage />} />
        <Route
          path="/admin/orders"
          element={
            <AdminScreen title="Orders">
              <p>The order list</p>
            </AdminScreen>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

const explanation =
  'The owner asks every member of staff to use a second factor. Set one up below to continue.';

describe('when the owner requires a second factor and this member has none', () => {
  it('sends another screen to the account page, which says why at the top', async () => {
    showAt('/admin/orders');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your account' }, { timeout: 5_000 }),
    ).toBeTruthy();
    expect(screen.queryByText('The order list')).toBeNull();
    expect((await screen.findByRole('status')).textContent).toContain(explanation);
    expect(await screen.findByRole('button', { name: 'Set up the app' })).toBeTruthy();
  });

  it('says nothing of it, and stays, once the member has one', async () => {
    secondFactor = { enrolled: true, required: true };
    showAt('/admin/orders');
    expect(await screen.findByText('The order list', {}, { timeout: 5_000 })).toBeTruthy();
    expect(screen.queryByText(explanation, { exact: false })).toBeNull();
  });
});
