// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminGrant } from '../../../../shared/admin/order-detail.ts';
import { DownloadHistory } from './download-history.tsx';

const usedUp: AdminGrant = {
  id: 1,
  downloadsUsed: 3,
  maxDownloads: 3,
  createdAt: '2026-11-26T10:00:00.000Z',
  expiresAt: '2026-11-28T10:00:00.000Z',
  revokedAt: '2026-11-26T12:00:00.000Z',
  lastDownloadAt: '2026-11-26T11:30:00.000Z',
  state: 'revoked',
  downloads: [
    { at: '2026-11-26T11:00:00.000Z', client: 'Firefox on Linux' },
    { at: '2026-11-26T11:15:00.000Z', client: 'Firefox on Linux' },
    { at: '2026-11-26T11:30:00.000Z', client: 'Chrome on Windows' },
  ],
};
const fresh: AdminGrant = {
  ...usedUp,
  id: 2,
  downloadsUsed: 0,
  createdAt: '2026-11-26T12:00:00.000Z',
  expiresAt: '2026-11-28T12:00:00.000Z',
  revokedAt: null,
  lastDownloadAt: null,
  state: 'works',
  downloads: [],
};

afterEach(cleanup);

describe('DownloadHistory', () => {
  it('keeps the used-up link’s 3/3 and its downloads beside the fresh link', () => {
    render(<DownloadHistory links={[usedUp, fresh]} />);
    const history = screen.getByRole('list', { name: 'Download history' });
    const [first, second] = within(history)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === history);
    expect(first?.textContent).toContain('Link 1');
    expect(first?.textContent).toContain('Ended');
    expect(first?.textContent).toContain('Downloaded 3/3');
    expect(within(first!).getAllByText(/^Download \d:/)).toHaveLength(3);
    expect(first?.textContent).toContain('Chrome on Windows');
    expect(second?.textContent).toContain('Works');
    expect(second?.textContent).toContain('Not Downloaded');
    expect(second?.textContent).toContain('good until');
    // Every time carries its zone, and the machine-readable instant.
    const times = history.querySelectorAll('time');
    expect(times.length).toBe(3 + 2 + 2);
    for (const time of times) {
      expect(time.getAttribute('dateTime')).toMatch(/Z$/);
      expect(time.textContent).toMatch(/(GMT|UTC)/);
    }
  });

  it('says so when the order never had a link', () => {
    render(<DownloadHistory links={[]} />);
    expect(screen.getByText('No link has been issued yet.')).toBeTruthy();
  });
});
