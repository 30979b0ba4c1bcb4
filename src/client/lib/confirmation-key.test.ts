// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { newConfirmationKey, useConfirmationKey } from './confirmation-key.ts';

describe('confirmation keys', () => {
  it('are 128 random bits as hex, never the same twice', () => {
    const keys = new Set(Array.from({ length: 100 }, newConfirmationKey));
    expect(keys.size).toBe(100);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
  });

  it('stay the same for one confirmation, across renders, until reset', () => {
    const { result, rerender } = renderHook(() => useConfirmationKey());
    const first = result.current.current();
    expect(result.current.current()).toBe(first);
    rerender();
    expect(result.current.current()).toBe(first);
    result.current.reset();
    const next = result.current.current();
    expect(next).not.toBe(first);
    expect(result.current.current()).toBe(next);
  });
});
