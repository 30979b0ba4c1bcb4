import type { Db } from '../db/client.ts';
import { recordAudit } from '../audit/audit-log.ts';

const failureActions = {
  'sign-in': 'session.sign-in-failed',
  'second-factor': 'session.second-factor-failed',
  reauth: 'session.reauth-failed',
} as const;

/**
 * Failed sign-ins and lock-outs in the audit log, so the owner sees guessing as it happens. The
 * typed email is kept (it names the account being tried), never the password.
 */
export async function auditSignInFailure(
  db: Db,
  attempt: {
    email: string;
    adminId: number | null;
    ip: string;
    step: 'sign-in' | 'second-factor' | 'reauth';
  },
): Promise<void> {
  await recordAudit(
    db,
    { adminId: attempt.adminId, email: attempt.email },
    {
      action: failureActions[attempt.step],
      targetType: 'admin',
      targetId: attempt.adminId ?? undefined,
      detail: { address: attempt.ip },
    },
  );
}

/** An attempt the sign-in limits refused without checking its password. */
export async function auditLockOut(
  db: Db,
  attempt: { email: string; adminId: number | null; ip: string; retryAfterSeconds: number },
): Promise<void> {
  await recordAudit(
    db,
    { adminId: attempt.adminId, email: attempt.email },
    {
      action: 'session.locked-out',
      targetType: 'admin',
      targetId: attempt.adminId ?? undefined,
      detail: { address: attempt.ip, retryAfterSeconds: attempt.retryAfterSeconds },
    },
  );
}

/** The 429 answer of a refused attempt, in whole minutes. */
export function tooManyAttempts(retryAfterSeconds: number) {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return {
    error: 'Too Many Requests',
    message: `Too many sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
  };
}
