import { randomBytes } from 'node:crypto';
import { type Algorithm, hash, verify } from '@node-rs/argon2';

/**
 * argon2id with OWASP's recommended minimum (Password Storage Cheat Sheet): 19 MiB of memory,
 * 2 passes, 1 lane. `Algorithm` is a const enum TypeScript cannot inline here (isolated
 * modules), hence its value: 2 is Argon2id.
 */
const OWASP_ARGON2ID = {
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, OWASP_ARGON2ID);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no account (`storedHash` undefined) it checks
 * against a throwaway hash and fails, so an unknown email takes as long as a wrong password.
 */
export async function verifyPassword(
  storedHash: string | undefined,
  password: string,
): Promise<boolean> {
  dummyHash ??= hashPassword(randomBytes(32).toString('base64url'));
  const target = storedHash ?? (await dummyHash);
  const matches = await verify(target, password).catch(() => false);
  return storedHash !== undefined && matches;
}
