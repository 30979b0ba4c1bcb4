import { type Actor, recordAudit } from '../../audit/audit-log.ts';
import type { Db } from '../../db/client.ts';
import { AdminUserError, findAdminByEmail, normalizeEmail } from '../admin-users.ts';
import { clearSecondFactors } from './enrolment.ts';

/**
 * `npm run admin -- reset-second-factor <email>`: clears an admin's second factors from the
 * command line, in the audit log as the CLI's.
 */
export async function resetSecondFactor(db: Db, actor: Actor, email: string) {
  const admin = await findAdminByEmail(db, email);
  if (!admin || admin.disabledAt !== null) {
    throw new AdminUserError(`There is no active admin ${normalizeEmail(email)}.`);
  }
  await db.transaction(async (tx) => {
    await clearSecondFactors(tx, admin.id);
    await recordAudit(tx, actor, {
      action: 'staff.second-factor-reset',
      targetType: 'admin',
      targetId: admin.id,
      detail: { email: admin.email },
    });
  });
  return admin;
}
