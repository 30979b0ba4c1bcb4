import { count, eq, sql } from 'drizzle-orm';
import type { StaffRole } from '../../shared/admin/staff-roles.ts';
import { isSingleMailbox } from '../../shared/email.ts';
import type { Db } from '../db/client.ts';
import { adminUsers } from '../db/schema.ts';
import { type Actor, recordAudit } from '../audit/audit-log.ts';
import { hashPassword } from './password-hash.ts';
import { passwordProblem } from './password-policy.ts';
import { endAllSessions } from './sessions.ts';

export type AdminUser = typeof adminUsers.$inferSelect;

/** A refused account change, with a message for the person who asked. */
export class AdminUserError extends Error {
  override name = 'AdminUserError';
}

/** One account per mailbox, however it is typed. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

function checkedPassword(password: string): string {
  const problem = passwordProblem(password);
  if (problem) throw new AdminUserError(problem);
  return password;
}

export async function findAdminByEmail(db: Db, email: string): Promise<AdminUser | undefined> {
  const [admin] = await db
    .select()
    .from(adminUsers)
    .where(eq(adminUsers.email, normalizeEmail(email)));
  return admin;
}

export async function createAdmin(
  db: Db,
  actor: Actor,
  input: { email: string; password: string; role?: StaffRole },
): Promise<AdminUser> {
  const email = normalizeEmail(input.email);
  // The command line and ADMIN_EMAIL make owners; staff with other roles come by invitation.
  const role = input.role ?? 'owner';
  if (!isSingleMailbox(email)) throw new AdminUserError(`${email} is not a valid email address.`);
  const passwordHash = await hashPassword(checkedPassword(input.password));
  return db.transaction(async (tx) => {
    const [admin] = await tx
      .insert(adminUsers)
      .values({ email, passwordHash, role })
      .onConflictDoNothing()
      .returning();
    if (!admin) throw new AdminUserError(`An admin ${email} already exists.`);
    await recordAudit(tx, actor, {
      action: 'admin.create',
      targetType: 'admin',
      targetId: admin.id,
      detail: { role },
    });
    return admin;
  });
}

/** Sets a new password and ends the account's sessions: whoever knew the old one is signed out. */
export async function resetPassword(
  db: Db,
  actor: Actor,
  input: { email: string; password: string },
): Promise<AdminUser> {
  const passwordHash = await hashPassword(checkedPassword(input.password));
  return db.transaction(async (tx) => {
    const [admin] = await tx
      .update(adminUsers)
      .set({ passwordHash })
      .where(eq(adminUsers.email, normalizeEmail(input.email)))
      .returning();
    if (!admin) throw new AdminUserError(`There is no admin ${normalizeEmail(input.email)}.`);
    await endAllSessions(tx, admin.id);
    await recordAudit(tx, actor, {
      action: 'admin.reset-password',
      targetType: 'admin',
      targetId: admin.id,
    });
    return admin;
  });
}

/** A disabled admin cannot sign in, and every session it had ends now. */
export async function disableAdmin(db: Db, actor: Actor, email: string): Promise<AdminUser> {
  return db.transaction(async (tx) => {
    const [admin] = await tx
      .update(adminUsers)
      .set({ disabledAt: sql`coalesce(${adminUsers.disabledAt}, now())` })
      .where(eq(adminUsers.email, normalizeEmail(email)))
      .returning();
    if (!admin) throw new AdminUserError(`There is no admin ${normalizeEmail(email)}.`);
    await endAllSessions(tx, admin.id);
    await recordAudit(tx, actor, {
      action: 'admin.disable',
      targetType: 'admin',
      targetId: admin.id,
    });
    return admin;
  });
}

export function listAdmins(db: Db): Promise<AdminUser[]> {
  return db.select().from(adminUsers).orderBy(adminUsers.id);
}

/**
 * Start-up: with ADMIN_EMAIL and ADMIN_PASSWORD set and no admin yet, creates the first one.
 * Returns whether it did. Once any admin exists the variables change nothing.
 */
export async function ensureFirstAdmin(
  db: Db,
  credentials: { email: string; password: string } | undefined,
): Promise<boolean> {
  if (!credentials) return false;
  const [existing] = await db.select({ n: count() }).from(adminUsers);
  if ((existing?.n ?? 0) > 0) return false;
  try {
    await createAdmin(db, { adminId: null, email: 'start-up' }, credentials);
    return true;
  } catch (error) {
    // Another process starting at the same moment created it first.
    if (error instanceof AdminUserError && /already exists/.test(error.message)) return false;
    throw error;
  }
}
