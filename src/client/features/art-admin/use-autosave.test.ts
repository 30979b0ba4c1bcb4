// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTOSAVE_DELAY_MS, useAutosave } from './use-autosave.ts';

describe('useAutosave', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const setup = (commit: (draft: string) => Promise<void>, saved = 'Aurora') =>
    renderHook(({ value }) => useAutosave(value, commit, AUTOSAVE_DELAY_MS), {
      initialProps: { value: saved },
    });

  it('saves once, after typing pauses, with the last value', async () => {
    const commit = vi.fn(() => Promise.resolve());
    const { result, rerender } = setup(commit);
    act(() => result.current.change('Aur'));
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS - 100));
    act(() => result.current.change('Aurora II'));
    expect(result.current.value).toBe('Aurora II');
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS - 1));
    expect(commit).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(commit).toHaveBeenCalledExactlyOnceWith('Aurora II');
    // Saved: the field shows what the server now holds.
    rerender({ value: 'Aurora II' });
    expect(result.current.value).toBe('Aurora II');
    rerender({ value: 'Changed elsewhere' });
    expect(result.current.value).toBe('Changed elsewhere');
  });

  it('keeps a refused draft and says why', async () => {
    const { result } = setup(() => Promise.reject(new Error('The total supply can’t go below 3.')));
    act(() => result.current.change('2'));
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));
    expect(result.current.value).toBe('2');
    expect(result.current.error).toBe('The total supply can’t go below 3.');
    act(() => result.current.change('3'));
    expect(result.current.error).toBeUndefined();
  });

  it('sends nothing when the value is back to what is saved', async () => {
    const commit = vi.fn(() => Promise.resolve());
    const { result } = setup(commit);
    act(() => result.current.change('Aurora!'));
    act(() => result.current.change('Aurora'));
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));
    expect(commit).not.toHaveBeenCalled();
  });

  it('still sends a pending edit when the field goes away', () => {
    const commit = vi.fn(() => Promise.resolve());
    const { result, unmount } = setup(commit);
    act(() => result.current.change('Last words'));
    unmount();
    expect(commit).toHaveBeenCalledExactlyOnceWith('Last words');
  });
});
