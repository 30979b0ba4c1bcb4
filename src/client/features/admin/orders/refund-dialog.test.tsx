// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrderDetail } from '../../../../shared/admin/order-detail.ts';
import { RefundDialog, refundAmountError } from './refund-dialog.tsx';

const order: AdminOrderDetail['order'] = {
  id: 9,
  reference: 'CM-F6BD8AA2CA',
  email: 'buyer@example.com',
  itemName: 'Cryptomaton',
  artCollectionId: null,
  amountCents: 14_900,
  refundedCents: 2_500,
  taxCents: 0,
  discountCode: null,
  discountCents: 0,
  currency: 'USD',
  status: 'completed',
  createdAt: '2026-11-26T10:00:00.000Z',
  download: null,
  downloadDisplay: 'Not Downloaded',
  isIssue: false,
  actions: ['refund'],
  provider: 'test',
  providerIntentId: 'tpi_test',
  failureMessage: null,
  completedAt: '2026-11-26T10:01:00.000Z',
  refundedAt: null,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function openDialog() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RefundDialog order={order} />
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
  return screen.getByRole('alertdialog');
}

describe('refundAmountError', () => {
  it('takes a positive whole number of cents up to what is left', () => {
    expect(refundAmountError(1, 100)).toBeUndefined();
    expect(refundAmountError(100, 100)).toBeUndefined();
    expect(refundAmountError(101, 100)).toBe('At most $1.00 is left to refund.');
    expect(refundAmountError(0, 100)).toBe('Type an amount in dollars, like 25.00.');
    expect(refundAmountError(Number.NaN, 100)).toBe('Type an amount in dollars, like 25.00.');
  });
});

describe('RefundDialog', () => {
  it('names the order and starts at all that is left', () => {
    const dialog = openDialog();
    expect(
      screen.getByRole('heading', { name: 'Refund $124.00 to buyer@example.com?' }),
    ).toBeTruthy();
    expect(dialog.textContent).toContain('Order CM-F6BD8AA2CA: $124.00 of $149.00 is left');
    expect(dialog.textContent).toContain('every download link stops working');
    expect(screen.getByLabelText(/Amount to refund/)).toHaveProperty('value', '124.00');
  });

  it('says a part keeps the link, and refuses more than is left without calling the server', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const dialog = openDialog();
    const amount = screen.getByLabelText(/Amount to refund/);
    fireEvent.change(amount, { target: { value: '20' } });
    expect(
      screen.getByRole('heading', { name: 'Refund $20.00 to buyer@example.com?' }),
    ).toBeTruthy();
    expect(dialog.textContent).toContain('A part keeps the order and its download link working.');

    fireEvent.change(amount, { target: { value: '200' } });
    fireEvent.click(screen.getByRole('button', { name: 'Refund order' }));
    expect(dialog.textContent).toContain('At most $124.00 is left to refund.');
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(fetch).not.toHaveBeenCalled();
  });
});
