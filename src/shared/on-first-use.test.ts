import { describe, expect, it, vi } from 'vitest';
import { onFirstUse } from './on-first-use.ts';

describe('onFirstUse', () => {
  it('makes nothing until asked, then makes once and keeps the value', () => {
    const make = vi.fn(() => ({ made: Math.random() }));
    const value = onFirstUse(make);
    expect(make).not.toHaveBeenCalled();
    const first = value();
    expect(value()).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('keeps a value that is undefined instead of making it again', () => {
    const make = vi.fn(() => undefined);
    const value = onFirstUse(make);
    value();
    value();
    expect(make).toHaveBeenCalledTimes(1);
  });
});
