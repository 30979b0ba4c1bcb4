// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { removeToast, toast } from './toast-store.ts';
import { Toaster } from './toaster.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  act(() => removeToast());
  cleanup();
  vi.useRealTimers();
});

const openToasts = () => document.querySelectorAll('[data-state="open"]');

describe('Toaster', () => {
  it('shows only the newest toast', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Second', description: 'Newest wins' });
    });
    expect(screen.queryByText('First')).toBeNull();
    expect(screen.getByText('Second')).toBeTruthy();
    expect(openToasts()).toHaveLength(1);
  });

  it('closes a toast after 5000 ms, not before', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Saved' });
    });
    act(() => vi.advanceTimersByTime(4_900));
    expect(openToasts()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(200));
    expect(openToasts()).toHaveLength(0);
  });

  it('closes with the close button', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Closable' });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(openToasts()).toHaveLength(0);
  });

  it('closes with Escape', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Escapable' });
    });
    const root = document.querySelector('[data-state="open"]') as HTMLElement;
    fireEvent.keyDown(root, { key: 'Escape' });
    expect(openToasts()).toHaveLength(0);
  });

  it('labels the toast region with its F8 hotkey', () => {
    render(<Toaster />);
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeTruthy();
  });
});
