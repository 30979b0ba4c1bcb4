import { describe, expect, it } from 'vitest';
import type { refunds } from '../db/schema.ts';
import { refundWords } from './timeline-words.ts';

const refund = (changes: Partial<typeof refunds.$inferSelect>): typeof refunds.$inferSelect => ({
  id: 1,
  orderId: 1,
  amountCents: 2_500,
  reason: null,
  status: 'succeeded',
  actorKind: 'owner',
  actor: 'owner@example.com',
  provider: 'stripe',
  providerRefundId: 're_1',
  createdAt: new Date(),
  succeededAt: new Date(),
  ...changes,
});

describe('refundWords', () => {
  it('says the amount, who refunded, the provider id and the reason', () => {
    expect(refundWords(refund({ reason: 'Wrong plan' }))).toBe(
      'Refund of $25.00 by owner@example.com (re_1): Wrong plan',
    );
    expect(refundWords(refund({ actorKind: 'provider', actor: 'stripe' }))).toBe(
      'Refund of $25.00 made in Stripe (re_1)',
    );
    expect(
      refundWords(
        refund({
          actorKind: 'shop',
          actor: 'art supply',
          reason: 'Sold out',
          providerRefundId: null,
        }),
      ),
    ).toBe('Refund of $25.00 by the shop (art supply): Sold out');
  });
});
