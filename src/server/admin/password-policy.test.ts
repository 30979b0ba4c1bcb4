import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-policy.ts';

describe('passwordProblem', () => {
  it('accepts a long, uncommon passphrase', () => {
    expect(passwordProblem('violet kettle drums at noon')).toBeNull();
  });

  it('refuses fewer than 12 characters', () => {
    expect(passwordProblem('Tr0ub4dor&3')).toBe(
      'The password must be at least 12 characters long.',
    );
  });

  it('counts characters, not bytes', () => {
    expect(passwordProblem('äöüß€ğşıçñéà')).toBeNull();
    expect(passwordProblem('ä'.repeat(129))).toBe(
      'The password must be at most 128 characters long.',
    );
  });

  it('accepts exactly 128 characters and refuses 129', () => {
    const base = 'violet kettle drums ';
    const exactly = base.repeat(7).slice(0, 128);
    expect(passwordProblem(exactly)).toBeNull();
    expect(passwordProblem(`${exactly}x`)).toMatch(/at most 128/);
  });

  it.each(['password1234', 'Password1234', 'QWERTYUIOP123', 'iloveyou2024', '1234567890123'])(
    'refuses the common password %s, whatever its case',
    (password) => {
      expect(passwordProblem(password)).toBe(
        'This password is too common or too easy to guess. Please choose another one.',
      );
    },
  );

  it.each(['aaaaaaaaaaaaaaa', 'abababababab', 'abcdabcdabcdabcd'])(
    'refuses a short pattern repeated: %s',
    (password) => {
      expect(passwordProblem(password)).toMatch(/too common/);
    },
  );
});
