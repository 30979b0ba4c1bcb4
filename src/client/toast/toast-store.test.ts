// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, removeToast, toast, updateToast, useToasts } from './toast-store.ts';
import { renderHook, act } from '@testing-library/react';

afterEach(() => {
  act(() => removeToast());
  vi.useRealTimers();
});

describe('toast store', () => {
  it('keeps only the newest toast', () => {
    const { result } = renderHook(() => useToasts());
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Second' });
    });
    expect(result.current.map((t) => t.title)).toEqual(['Second']);
  });

  it('merges an update by id', () => {
    const { result } = renderHook(() => useToasts());
    let id = '';
    act(() => {
      id = toast({ title: 'Saving' }).id;
    });
    act(() => updateToast(id, { description: 'Almost done' }));
    expect(result.current[0]).toMatchObject({ title: 'Saving', description: 'Almost done' });
  });

  it('marks a dismissed toast closed and removes it after the removal delay', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useToasts());
    act(() => {
      toast({ title: 'Bye' });
    });
    act(() => dismissToast());
    expect(result.current[0]?.open).toBe(false);
    act(() => vi.advanceTimersByTime(999_999));
    expect(result.current).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toHaveLength(0);
  });

  it('removes one toast by id', () => {
    const { result } = renderHook(() => useToasts());
    let id = '';
    act(() => {
      id = toast({ title: 'Gone soon' }).id;
    });
    act(() => removeToast(id));
    expect(result.current).toEqual([]);
  });
});
