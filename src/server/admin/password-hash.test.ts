import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password-hash.ts';

describe('admin password hashes', () => {
  it('are argon2id with OWASP parameters and verify the right password only', async () => {
    const stored = await hashPassword('violet kettle drums at noon');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'violet kettle drums at noon')).toBe(true);
    expect(await verifyPassword(stored, 'violet kettle drums at nine')).toBe(false);
  });

  it('fail for an unknown account after as much work as a real check', async () => {
    const stored = await hashPassword('violet kettle drums at noon');
    await verifyPassword(undefined, 'warm-up: builds the throwaway hash');
    const timed = async (storedHash: string | undefined) => {
      const started = performance.now();
      expect(await verifyPassword(storedHash, 'a wrong password here')).toBe(false);
      return performance.now() - started;
    };
    const known = await timed(stored);
    const unknown = await timed(undefined);
    // Both run one argon2id verification; a shortcut for unknown emails would take ~0 ms.
    expect(unknown).toBeGreaterThan(known / 4);
  });
});
