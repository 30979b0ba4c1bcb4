import { and, count, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { StaffMember } from '../../shared/admin/staff.ts';
import type { StaffRole } from '../../shared/admin/staff-roles.ts';
import { type Actor, recordAudit } from '../audit/audit-log.ts';
import type { Db } from '../db/client.ts';
import { adminSessions, adminUsers } from '../db/schema.ts';
import { AdminUserError } from './admin-users.ts';
import { clearSecondFactors } from './second-factor/enrolment.ts';
import { hasSecondFactorSql } from './second-factor/enrolment-sql.ts';
import { endAllSessions } from './sessions.ts';

/**
 * Advisory lock class of staff changes (the two-key form): role changes and removals take turns,
 * so two owners demoting each other at once cannot leave the shop without one.
 */
const STAFF_LOCK_CLASS = 7_149_107;

/** Active staff (removed members are kept for the audit log, not listed), oldest first. */
export async function listStaff(db: Db): Promise<StaffMember[]> {
  const open = db
    .select({ adminId: adminSessions.adminId, n: count().as('n') })
    .from(adminSessions)
    .where(and(isNull(adminSessions.endedAt), gt(adminSessions.expiresAt, sql`now()`)))
    .groupBy(adminSessions.adminId)
    .as('open');
  const rows = await db
    .select({
      id: adminUsers.id,
      email: adminUsers.email,
      role: adminUsers.role,
      createdAt: adminUsers.createdAt,
      lastSignInAt: adminUsers.lastSignInAt,
      openSessions: open.n,
      secondFactor: hasSecondFactorSql(adminUsers.id),
    })
    .from(adminUsers)
    .leftJoin(open, eq(open.adminId, adminUsers.id))
    .where(isNull(adminUsers.disabledAt))
    .orderBy(adminUsers.id);
  return rows.map(memberView);
}

function memberView(row: {
  id: number;
  email: string;
  role: StaffRole;
  createdAt: Date;
  lastSignInAt: Date | null;
  openSessions: number | null;
  secondFactor: boolean;
}): StaffMember {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    openSessions: Number(row.openSessions ?? 0),
  };
}

/** Refuses a change that would leave no active owner. Call inside the staff lock. */
async function keepAnOwner(tx: Db, changing: number): Promise<void> {
  const [others] = await tx
    .select({ n: count() })
    .from(adminUsers)
    .where(
      and(eq(adminUsers.role, 'owner'), isNull(adminUsers.disabledAt), ne(adminUsers.id, changing)),
    );
  if ((others?.n ?? 0) === 0) {
    throw new AdminUserError(
      'The shop needs at least one owner. Make someone else an owner first.',
    );
  }
}

async function activeMember(tx: Db, id: number) {
  const [member] = await tx
    .select()
    .from(adminUsers)
    .where(and(eq(adminUsers.id, id), isNull(adminUsers.disabledAt)));
  return member;
}

/**
 * A new role for a member; it applies to their open sessions at the next request (the guard
 * reads the role each time). Undefined when there is no such active member.
 */
export async function changeRole(
  db: Db,
  actor: Actor,
  id: number,
  role: StaffRole,
): Promise<StaffMember | undefined> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${STAFF_LOCK_CLASS}, 0)`);
    const member = await activeMember(tx, id);
    if (!member || member.role === role) return;
    if (member.role === 'owner') await keepAnOwner(tx, id);
    await tx.update(adminUsers).set({ role }).where(eq(adminUsers.id, id));
    await recordAudit(tx, actor, {
      action: 'staff.role-change',
      targetType: 'admin',
      targetId: id,
      detail: { email: member.email, from: member.role, to: role },
    });
  });
  return (await listStaff(db)).find((member) => member.id === id);
}

/**
 * Removes a member: they can no longer sign in, every session they had ends now and their second
 * factors are cleared. The row
 * stays (the audit log names it); inviting the address again brings them back. Undefined when
 * there is no such active member.
 */
export async function removeMember(
  db: Db,
  actor: Actor,
  id: number,
): Promise<{ endedSessions: number } | undefined> {
  if (id === actor.adminId) {
    throw new AdminUserError('You cannot remove yourself. Another owner can.');
  }
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${STAFF_LOCK_CLASS}, 0)`);
    const member = await activeMember(tx, id);
    if (!member) return undefined;
    if (member.role === 'owner') await keepAnOwner(tx, id);
    await tx
      .update(adminUsers)
      .set({ disabledAt: sql`now()` })
      .where(eq(adminUsers.id, id));
    const endedSessions = await endAllSessions(tx, id);
    // Invited again, they start afresh: no app or passkey of their old account signs them in.
    await clearSecondFactors(tx, id);
    await recordAudit(tx, actor, {
      action: 'staff.remove',
      targetType: 'admin',
      targetId: id,
      detail: { email: member.email, role: member.role, endedSessions },
    });
    return { endedSessions };
  });
}
