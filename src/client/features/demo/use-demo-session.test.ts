// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatCountdown } from './countdown.ts';
import { useDemoSession, WEB_FONT_WAIT_MS } from './use-demo-session.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('demo session', () => {
  it('loads for 1.5 s, then shows the intro', () => {
    const { result } = renderHook(() => useDemoSession());
    expect(result.current.phase).toBe('loading');
    act(() => vi.advanceTimersByTime(1_499));
    expect(result.current.phase).toBe('loading');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.phase).toBe('intro');
  });

  it('shows the loading state for what is left of 1.5 s when it was on screen before', () => {
    const { result } = renderHook(() => useDemoSession(() => 1_000));
    act(() => vi.advanceTimersByTime(499));
    expect(result.current.phase).toBe('loading');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.phase).toBe('intro');
  });

  it('goes straight to the intro when the loading state was on screen for 1.5 s already', () => {
    const { result } = renderHook(() => useDemoSession(() => 2_400));
    act(() => vi.advanceTimersByTime(0));
    expect(result.current.phase).toBe('intro');
  });

  describe('with the web font still on its way when the loading time is up', () => {
    let fontArrives: () => void;
    beforeEach(() => {
      const ready = new Promise<void>((resolve) => {
        fontArrives = resolve;
      });
      Object.defineProperty(document, 'fonts', {
        value: { status: 'loading', ready },
        configurable: true,
      });
    });
    afterEach(() => {
      Reflect.deleteProperty(document, 'fonts');
    });

    it('shows the intro when the font has arrived, so it never swaps under the reader', async () => {
      const { result } = renderHook(() => useDemoSession());
      act(() => vi.advanceTimersByTime(1_500 + WEB_FONT_WAIT_MS - 1));
      expect(result.current.phase).toBe('loading');
      await act(async () => fontArrives());
      expect(result.current.phase).toBe('intro');
    });

    it('waits for it at most WEB_FONT_WAIT_MS longer', () => {
      const { result } = renderHook(() => useDemoSession());
      act(() => vi.advanceTimersByTime(1_500 + WEB_FONT_WAIT_MS - 1));
      expect(result.current.phase).toBe('loading');
      act(() => vi.advanceTimersByTime(1));
      expect(result.current.phase).toBe('intro');
    });
  });

  it('counts down 10 minutes from the start, then returns to the intro and resets', () => {
    const { result } = renderHook(() => useDemoSession());
    act(() => vi.advanceTimersByTime(1_500));
    act(() => result.current.start());
    expect(result.current).toMatchObject({ phase: 'active', remaining: 600, sessionKey: 1 });
    act(() => vi.advanceTimersByTime(61_000));
    expect(formatCountdown(result.current.remaining)).toBe('08:59');
    act(() => vi.advanceTimersByTime(538_000));
    expect(result.current.remaining).toBe(1);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current).toMatchObject({ phase: 'intro', remaining: 600 });
    act(() => result.current.start());
    expect(result.current.sessionKey).toBe(2);
  });

  it('formats the countdown as mm:ss', () => {
    expect(formatCountdown(600)).toBe('10:00');
    expect(formatCountdown(59)).toBe('00:59');
    expect(formatCountdown(-3)).toBe('00:00');
  });
});
