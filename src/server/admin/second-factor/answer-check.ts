import type { SecondFactorAnswer } from '../../../shared/admin/second-factor.ts';
import type { Db } from '../../db/client.ts';
import { passkeySigned, type PasskeySite } from './passkeys.ts';
import { useRecoveryCode } from './recovery-codes.ts';
import { takeTotpCode } from './totp-store.ts';

/** How a member proved it is them, as the audit log records it. */
export type SecondFactorMethod = 'totp' | 'recovery-code' | 'passkey';

export type AnswerOutcome =
  | { ok: true; method: SecondFactorMethod }
  | { ok: false; field: keyof SecondFactorAnswer; message: string };

const refused = (field: keyof SecondFactorAnswer, message: string): AnswerOutcome => ({
  ok: false,
  field,
  message,
});

/**
 * Checks one second-factor answer of the member: the app's code (each used once), a recovery
 * code (each used once) or a passkey's signature of `challenge` (the one this step or session
 * handed out; null when none was asked for).
 */
export async function checkSecondFactorAnswer(
  db: Db,
  site: PasskeySite,
  adminId: number,
  answer: Partial<SecondFactorAnswer>,
  challenge: string | null,
): Promise<AnswerOutcome> {
  if (answer.code !== undefined) {
    return (await takeTotpCode(db, adminId, answer.code))
      ? { ok: true, method: 'totp' }
      : refused(
          'code',
          'That code is not right, or it was already used. Please enter the newest code from your app.',
        );
  }
  if (answer.recoveryCode !== undefined) {
    return (await useRecoveryCode(db, adminId, answer.recoveryCode))
      ? { ok: true, method: 'recovery-code' }
      : refused('recoveryCode', 'That recovery code is not right, or it was already used.');
  }
  if (answer.passkey !== undefined && challenge !== null) {
    return (await passkeySigned(db, site, adminId, answer.passkey, challenge))
      ? { ok: true, method: 'passkey' }
      : refused('passkey', 'That passkey was not accepted. Please try again, or use a code.');
  }
  return refused('passkey', 'The passkey’s challenge has expired. Please try your passkey again.');
}
