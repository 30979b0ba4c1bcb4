// @vitest-environment jsdom
import { useMutation, useQuery } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../lib/api-client.ts';
import { AdminQueryProvider } from './admin-query-provider.tsx';

const assign = vi.fn();
beforeEach(() => vi.stubGlobal('location', { ...window.location, assign }));
afterEach(() => {
  cleanup();
  assign.mockReset();
  vi.unstubAllGlobals();
});

const fail = (status: number, code?: string) => () =>
  Promise.reject(new ApiRequestError('No.', status, undefined, code));

function Screen({
  status,
  code,
  handlesUnauthorized,
}: {
  status: number;
  code?: string;
  handlesUnauthorized?: true;
}) {
  const query = useQuery({ queryKey: ['screen'], queryFn: fail(status, code) });
  const signIn = useMutation({ mutationFn: fail(401), meta: { handlesUnauthorized } });
  return (
    <>
      <p>{query.isError ? 'Failed' : 'Loading'}</p>
      <button type="button" onClick={() => signIn.mutate()}>
        Sign in
      </button>
      <p>{signIn.isError ? 'Refused' : ''}</p>
    </>
  );
}

const show = (screenProps: Parameters<typeof Screen>[0]) =>
  render(
    <AdminQueryProvider leaveTo={() => '/admin/login?next=%2Fadmin'}>
      <Screen {...screenProps} />
    </AdminQueryProvider>,
  );

describe('AdminQueryProvider', () => {
  it('leaves for the screen’s address when a call answers 401', async () => {
    show({ status: 401 });
    await screen.findByText('Failed');
    expect(assign).toHaveBeenCalledExactlyOnceWith('/admin/login?next=%2Fadmin');
  });

  it('leaves for the account page when the owner requires a second factor this member lacks', async () => {
    show({ status: 403, code: 'second_factor_setup_required' });
    await screen.findByText('Failed');
    expect(assign).toHaveBeenCalledExactlyOnceWith('/admin/account');
  });

  it('stays on other failures, and for a mutation that handles its own 401', async () => {
    show({ status: 500, handlesUnauthorized: true });
    await screen.findByText('Failed');
    screen.getByRole('button', { name: 'Sign in' }).click();
    await screen.findByText('Refused');
    await waitFor(() => expect(assign).not.toHaveBeenCalled());
  });
});
