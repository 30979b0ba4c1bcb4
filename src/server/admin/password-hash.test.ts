import type * as argon2 from '@node-rs/argon2';
import { verify } from '@node-rs/argon2';
import { describe, expect, it, vi } from 'vitest';
import { hashPassword, verifyPassword } from './password-hash.ts';

// The real argon2, watched: which hashes each check verifies against.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const actual = await importOriginal<typeof argon2>();
  return { ...actual, verify: vi.fn(actual.verify) };
});

/** `$argon2id$v=19$m=…,t=…,p=…`: the algorithm and its cost, without salt and hash. */
const costOf = (stored: string) => stored.split('$').slice(0, 4).join('$');

describe('admin password hashes', () => {
  it('are argon2id with OWASP parameters and verify the right password only', async () => {
    const stored = await hashPassword('violet kettle drums at noon');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'violet kettle drums at noon')).toBe(true);
    expect(await verifyPassword(stored, 'violet kettle drums at nine')).toBe(false);
  });

  // Counted, not timed: a timing on a shared machine failed for no fault of the code.
  it('fail for an unknown account after as much work as a real check', async () => {
    const stored = await hashPassword('violet kettle drums at noon');
    vi.mocked(verify).mockClear();
    expect(await verifyPassword(stored, 'a wrong password here')).toBe(false);
    expect(await verifyPassword(undefined, 'a wrong password here')).toBe(false);
    // Both ran one argon2id verification at the same cost; a shortcut would skip the second.
    const checked = vi.mocked(verify).mock.calls.map(([hash]) => String(hash));
    expect(checked).toHaveLength(2);
    expect(costOf(checked[1] ?? '')).toBe(costOf(stored));
    expect(checked[1]).not.toBe(stored);
  });
});
