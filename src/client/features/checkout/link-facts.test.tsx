// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LinkFacts } from './link-facts.tsx';

afterEach(cleanup);

const download = {
  url: '/download/abc',
  pageUrl: '/download/abc/page',
  expiresAt: '2026-11-28T10:00:00.000Z',
  maxDownloads: 3,
  downloadsUsed: 1,
};

const rows = () =>
  [...document.querySelectorAll('dl > div')].map((row) => row.querySelector('dt')?.textContent);

describe('the facts of a download link', () => {
  it('give the downloads left out of the link’s uses and the order reference', () => {
    render(<LinkFacts download={download} reference="CM-0123456789" />);
    expect(screen.getByText('Downloads left').nextElementSibling?.textContent).toBe('2 of 3');
    expect(screen.getByText('CM-0123456789')).toBeTruthy();
    expect(rows()).toEqual(['Link expires', 'Downloads left', 'Order']);
  });

  it('put the rows a kind of item adds above the link’s own', () => {
    render(
      <LinkFacts
        download={download}
        reference="CM-0123456789"
        before={
          <div>
            <dt>Edition</dt>
            <dd>4 of 10</dd>
          </div>
        }
      />,
    );
    expect(rows()).toEqual(['Edition', 'Link expires', 'Downloads left', 'Order']);
  });
});
