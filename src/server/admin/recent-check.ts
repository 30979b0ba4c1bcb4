import { eq } from 'drizzle-orm';
import type { ReauthRequest } from '../../shared/admin/staff.ts';
import type { Db } from '../db/client.ts';
import { adminUsers } from '../db/schema.ts';
import { verifyPassword } from './password-hash.ts';

/**
 * Whether the answer proves that the person at a session is its admin. Today the answer is the
 * password; a second factor (a one-time code, a passkey) becomes another kind of answer checked
 * here, so the reauth route and the guard's recent-check rule stay as they are.
 */
export async function confirmsIdentity(
  db: Db,
  adminId: number,
  answer: ReauthRequest,
): Promise<boolean> {
  const [admin] = await db
    .select({ passwordHash: adminUsers.passwordHash })
    .from(adminUsers)
    .where(eq(adminUsers.id, adminId));
  return verifyPassword(admin?.passwordHash, answer.password);
}
