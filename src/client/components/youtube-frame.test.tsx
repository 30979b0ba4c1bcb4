// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { YoutubeFrame } from './youtube-frame.tsx';

afterEach(cleanup);

describe('YoutubeFrame', () => {
  it('is the no-cookie player, named after its video, with the permissions the pages allow', () => {
    const ref = createRef<HTMLIFrameElement>();
    render(<YoutubeFrame ref={ref} videoId="dQw4w9WgXcQ" title="Setup" className="size-full" />);
    const frame = screen.getByTitle('Setup (YouTube video)');
    expect(ref.current).toBe(frame);
    expect(frame.getAttribute('src')).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ(\?|$)/,
    );
    expect(frame.getAttribute('allow')).toBe(
      'autoplay; encrypted-media; picture-in-picture; fullscreen',
    );
    expect(frame.hasAttribute('allowfullscreen')).toBe(true);
    expect(frame.getAttribute('referrerpolicy')).toBe('strict-origin-when-cross-origin');
    expect(frame.className).toBe('size-full');
  });
});
