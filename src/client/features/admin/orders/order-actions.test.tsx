// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminOrderDetail } from '../../../../shared/admin/order-detail.ts';
import { OrderActions } from './order-actions.tsx';

const order = (artCollectionId: number | null): AdminOrderDetail['order'] => ({
  id: 5,
  reference: 'CM-F6BD8AA2CA',
  email: 'buyer@example.com',
  itemName: artCollectionId === null ? 'Cryptomaton' : 'Cosmic Drift',
  artCollectionId,
  amountCents: 14_900,
  refundedCents: 0,
  taxCents: 0,
  currency: 'USD',
  discountCode: null,
  discountCents: 0,
  status: 'completed',
  createdAt: '2026-11-26T10:00:00.000Z',
  download: null,
  downloadDisplay: 'Not Downloaded',
  isIssue: false,
  actions: ['fresh-link'],
  provider: 'test',
  providerIntentId: 'pi_test',
  failureMessage: null,
  completedAt: '2026-11-26T10:01:00.000Z',
  refundedAt: null,
});

afterEach(cleanup);

/** What the fresh-link confirmation promises the buyer. */
function freshLinkPromise(artCollectionId: number | null): string {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <OrderActions order={order(artCollectionId)} />
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Send fresh link' }));
  return screen.getByRole('alertdialog').textContent ?? '';
}

describe('OrderActions', () => {
  it("promises the bot's link terms for a bot order", () => {
    expect(freshLinkPromise(null)).toContain('a new link with 48 hours and 3 downloads');
  });

  it("promises the art link's 72 hours for an art order", () => {
    expect(freshLinkPromise(7)).toContain('a new link with 72 hours and 3 downloads');
  });
});
