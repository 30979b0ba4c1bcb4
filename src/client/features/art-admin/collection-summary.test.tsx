// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { artCollection } from '../../testing/art-collection.ts';
import { statusContradiction } from '../../../shared/art-status.ts';
import { CollectionSummary } from './collection-summary.tsx';

afterEach(cleanup);

const piece = artCollection;

describe('the art admin card summary', () => {
  it('counts the sales the server counted, not total minus left', () => {
    // Created with no editions on sale and never sold.
    const warning = statusContradiction('live', 0);
    render(
      <CollectionSummary
        headingId="h"
        collection={piece({
          remainingSupply: 0,
          availableSupply: 0,
          status: 'sold-out',
          statusSetByOwner: true,
          statusSetTo: 'live',
          soldCount: 0,
          ...(warning ? { statusWarning: warning } : {}),
        })}
      />,
    );
    expect(screen.getByText(/left ·/).textContent).toBe('$12.50 · 0 of 2 left · 0 sold');
    expect(screen.getByText(/set by hand/).textContent).toBe('Sold out (set by hand)');
    expect(screen.getByTestId('status-warning').textContent).toBe(`Warning: ${warning}`);
  });

  it('shows no warning while the status agrees with the supply', () => {
    render(
      <CollectionSummary headingId="h" collection={piece({ soldCount: 1, remainingSupply: 1 })} />,
    );
    expect(screen.getByText(/left ·/).textContent).toBe('$12.50 · 1 of 2 left · 1 sold');
    expect(screen.queryByTestId('status-warning')).toBeNull();
  });
});
