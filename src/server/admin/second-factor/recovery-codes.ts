import { randomBytes } from 'node:crypto';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { RECOVERY_CODE_COUNT } from '../../../shared/admin/second-factor.ts';
import { hashToken } from '../../crypto/tokens.ts';
import type { Db } from '../../db/client.ts';
import { adminRecoveryCodes } from '../../db/schema.ts';

/** Base32's letters and digits: no 0, 1, 8 or 9 to mistake for O, I, B or g. */
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

/** One code: 10 characters, 50 random bits, printed `abcde-fghij` (the schema drops the dash). */
function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  const text = Array.from(bytes, (byte) => ALPHABET[byte % 32]).join('');
  return `${text.slice(0, 5)}-${text.slice(5)}`;
}

/** What is stored and compared: the code without its dash, hashed. */
const codeHash = (code: string): string => hashToken(code.replace(/-/g, ''));

/**
 * A new set of recovery codes for `adminId`, replacing any earlier set in the same transaction.
 * Answers the codes themselves: shown once, never stored.
 */
export async function renewRecoveryCodes(db: Db, adminId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId));
  await db
    .insert(adminRecoveryCodes)
    .values(codes.map((code) => ({ adminId, codeHash: codeHash(code) })));
  return codes;
}

/**
 * Takes one of the member's unused codes (as the schema normalised it): one conditional UPDATE,
 * so a code used twice at once works once.
 */
export async function useRecoveryCode(db: Db, adminId: number, code: string): Promise<boolean> {
  const taken = await db
    .update(adminRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(adminRecoveryCodes.adminId, adminId),
        eq(adminRecoveryCodes.codeHash, codeHash(code)),
        isNull(adminRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: adminRecoveryCodes.id });
  return taken.length === 1;
}

export async function recoveryCodesLeft(db: Db, adminId: number): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(adminRecoveryCodes)
    .where(and(eq(adminRecoveryCodes.adminId, adminId), isNull(adminRecoveryCodes.usedAt)));
  return row?.left ?? 0;
}

export async function dropRecoveryCodes(db: Db, adminId: number): Promise<void> {
  await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId));
}
