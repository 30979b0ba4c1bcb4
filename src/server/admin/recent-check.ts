import { eq } from 'drizzle-orm';
import type { ReauthRequest } from '../../shared/admin/staff.ts';
import type { Db } from '../db/client.ts';
import { adminUsers } from '../db/schema.ts';
import { verifyPassword } from './password-hash.ts';
import { type AnswerOutcome, checkSecondFactorAnswer } from './second-factor/answer-check.ts';
import { takeSessionChallenge } from './second-factor/challenges.ts';
import type { PasskeySite } from './second-factor/passkeys.ts';

export type IdentityOutcome =
  | AnswerOutcome
  | { ok: false; field: 'password'; message: string }
  | { ok: true; method: 'password' };

/**
 * Whether the answer proves that the person at a session is its admin: the password, or a second
 * factor (the app's code, a recovery code, or a passkey signing the challenge this session asked
 * for), each of which works once.
 */
export async function confirmsIdentity(
  db: Db,
  site: PasskeySite,
  who: { adminId: number; sessionId: number },
  answer: ReauthRequest,
): Promise<IdentityOutcome> {
  if (answer.password !== undefined) {
    const [admin] = await db
      .select({ passwordHash: adminUsers.passwordHash })
      .from(adminUsers)
      .where(eq(adminUsers.id, who.adminId));
    return (await verifyPassword(admin?.passwordHash, answer.password))
      ? { ok: true, method: 'password' }
      : { ok: false, field: 'password', message: 'That password is not right. Please try again.' };
  }
  const challenge = answer.passkey ? await takeSessionChallenge(db, who.sessionId, 'reauth') : null;
  return checkSecondFactorAnswer(db, site, who.adminId, answer, challenge);
}
