// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReleaseNotifyProgress } from '../../../../shared/update-mail.ts';
import { ReleaseNotifyPanel } from './release-notify-panel.tsx';

const notStarted: ReleaseNotifyProgress = {
  releaseId: 4,
  started: null,
  done: false,
  mailsPerMinute: 60,
  counts: { total: 0, waiting: 0, queued: 0, sent: 0, failed: 0, skipped: 0 },
};
const sending: ReleaseNotifyProgress = {
  ...notStarted,
  started: { at: '2026-11-27T02:00:00.000Z', by: 'owner@example.com' },
  counts: { total: 250, waiting: 180, queued: 10, sent: 50, failed: 2, skipped: 8 },
};

/** The admin API as the panel sees it: GET answers `current`; POST starts and answers `sending`. */
function serve(current: ReleaseNotifyProgress) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: { method: string }) => {
      calls.push(`${init.method} ${url}`);
      const body = init.method === 'POST' ? sending : current;
      return new Response(JSON.stringify(body), { status: 200 });
    }),
  );
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <ReleaseNotifyPanel releaseId={4} />
    </QueryClientProvider>,
  );
  return calls;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ReleaseNotifyPanel', () => {
  it('starts the mail after a confirmation, and then shows its progress and the rate', async () => {
    const calls = serve(notStarted);
    fireEvent.click(await screen.findByRole('button', { name: 'Email past buyers' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).toContain('at most 60 a minute');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Email past buyers' }));

    expect(await screen.findByText('Sending')).toBeTruthy();
    expect(calls).toEqual([
      'GET /api/admin/releases/4/notify',
      'POST /api/admin/releases/4/notify',
    ]);
    const figure = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    expect(figure('Buyers')).toBe('250');
    expect(figure('Sent')).toBe('50');
    expect(figure('Skipped (opted out)')).toBe('8');
    expect(screen.getByText(/about 3 minutes left/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Email past buyers' })).toBeNull();
  });

  it('shows a finished mail as done, without the button', async () => {
    serve({ ...sending, done: true, counts: { ...sending.counts, waiting: 0, queued: 0 } });
    expect(await screen.findByText('Done')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Email past buyers' })).toBeNull();
  });
});
