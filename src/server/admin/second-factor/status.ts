import type { SecondFactorStatus } from '../../../shared/admin/second-factor.ts';
import type { Db } from '../../db/client.ts';
import { secondFactorRequired } from './enrolment.ts';
import { listPasskeys, type PasskeySite } from './passkeys.ts';
import { recoveryCodesLeft } from './recovery-codes.ts';
import { hasTotp } from './totp-store.ts';

/** A member's own second factors, as their account page shows them. */
export async function secondFactorStatus(
  db: Db,
  site: PasskeySite,
  adminId: number,
): Promise<SecondFactorStatus> {
  const [totp, passkeys, left, required] = await Promise.all([
    hasTotp(db, adminId),
    listPasskeys(db, adminId),
    recoveryCodesLeft(db, adminId),
    secondFactorRequired(db),
  ]);
  return {
    totp,
    passkeys,
    recoveryCodesLeft: totp || passkeys.length > 0 ? left : 0,
    required,
    passkeysAvailable: site.available,
  };
}

/** Whether the member has a second factor other than the one about to be removed. */
export const keepsAnotherFactor = (status: SecondFactorStatus, removing: 'totp' | number) =>
  (removing !== 'totp' && status.totp) ||
  status.passkeys.some((passkey) => passkey.id !== removing);
