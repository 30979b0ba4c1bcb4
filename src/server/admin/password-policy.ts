import { readFileSync } from 'node:fs';
import { adminPasswordLength } from '../../shared/admin/auth.ts';

let commonPasswords: Set<string> | undefined;

/** Read on first use: the list is only needed when a password is set. */
function isCommon(password: string): boolean {
  commonPasswords ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => line !== '' && !line.startsWith('#')),
  );
  return commonPasswords.has(password.toLowerCase());
}

/**
 * Why a new admin password is refused, or null when it is acceptable: 12 to 128 characters, not a
 * common password, and not one character or a short pattern repeated. Length is counted in
 * characters as people see them, so an accented or emoji password is not cut short.
 */
export function passwordProblem(password: string): string | null {
  const length = [...password].length;
  if (length < adminPasswordLength.min) {
    return `The password must be at least ${adminPasswordLength.min} characters long.`;
  }
  if (length > adminPasswordLength.max) {
    return `The password must be at most ${adminPasswordLength.max} characters long.`;
  }
  if (isCommon(password) || new Set(password.toLowerCase()).size < 5) {
    return 'This password is too common or too easy to guess. Please choose another one.';
  }
  return null;
}
