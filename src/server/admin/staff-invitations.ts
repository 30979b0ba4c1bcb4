import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Invitation, InviteStaffRequest } from '../../shared/admin/staff.ts';
import { invitationPagePath } from '../../shared/admin/staff.ts';
import { INVITATION_HOURS, type StaffRole } from '../../shared/admin/staff-roles.ts';
import { type Actor, recordAudit } from '../audit/audit-log.ts';
import { hashToken, newToken } from '../crypto/tokens.ts';
import type { Db } from '../db/client.ts';
import { adminInvitations, adminUsers } from '../db/schema.ts';
import { queueMail } from '../mail/outbox.ts';
import { staffInvitationMail } from '../mail/templates/staff-invitation-mail.ts';
import { AdminUserError, normalizeEmail } from './admin-users.ts';
import { hashPassword } from './password-hash.ts';
import { passwordProblem } from './password-policy.ts';

/** Invitation tokens are newToken()'s 43 characters; anything else is not one of ours. */
const INVITATION_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export type InvitationState = 'ready' | 'used' | 'expired' | 'withdrawn' | 'unknown';

/** Not accepted, not withdrawn, not expired: the link still works. */
const stillOpen = () =>
  and(
    isNull(adminInvitations.acceptedAt),
    isNull(adminInvitations.withdrawnAt),
    gt(adminInvitations.expiresAt, sql`now()`),
  );

/**
 * Mails a single-use link (72 hours) to join the staff with `role`. An earlier open invitation
 * to the address is withdrawn: only the newest link works. The invitation, its mail and its
 * audit entry are saved together.
 */
export async function inviteStaff(
  db: Db,
  actor: Actor,
  input: InviteStaffRequest,
  publicUrl: string,
): Promise<Invitation> {
  const email = normalizeEmail(input.email);
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(and(eq(adminUsers.email, email), isNull(adminUsers.disabledAt)));
    if (member) throw new AdminUserError(`${email} is already on the staff.`);
    await tx
      .update(adminInvitations)
      .set({ withdrawnAt: sql`now()` })
      .where(and(eq(adminInvitations.email, email), stillOpen()));
    const token = newToken();
    const [row] = await tx
      .insert(adminInvitations)
      .values({
        email,
        role: input.role,
        tokenHash: hashToken(token),
        invitedBy: actor.adminId,
        expiresAt: sql`now() + make_interval(hours => ${INVITATION_HOURS})`,
      })
      .returning();
    if (!row) throw new Error('invitation insert returned no row');
    await queueMail(tx, {
      kind: 'staff-invitation',
      to: email,
      replyTo: actor.email.includes('@') ? actor.email : undefined,
      ...staffInvitationMail({
        acceptUrl: `${publicUrl}${invitationPagePath(token)}`,
        role: input.role,
        invitedBy: actor.email,
        expiresAt: row.expiresAt,
        publicUrl,
      }),
    });
    await recordAudit(tx, actor, {
      action: 'staff.invite',
      targetType: 'invitation',
      targetId: row.id,
      detail: { email, role: input.role },
    });
    return invitationView({ ...row, invitedByEmail: actor.email });
  });
}

export function invitationView(row: {
  id: number;
  email: string;
  role: StaffRole;
  invitedByEmail: string | null;
  createdAt: Date;
  expiresAt: Date;
}): Invitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    invitedBy: row.invitedByEmail ?? 'cli',
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** Invitations whose links still work, newest first. */
export async function openInvitations(db: Db): Promise<Invitation[]> {
  const rows = await db
    .select({
      id: adminInvitations.id,
      email: adminInvitations.email,
      role: adminInvitations.role,
      invitedByEmail: adminUsers.email,
      createdAt: adminInvitations.createdAt,
      expiresAt: adminInvitations.expiresAt,
    })
    .from(adminInvitations)
    .leftJoin(adminUsers, eq(adminUsers.id, adminInvitations.invitedBy))
    .where(stillOpen())
    .orderBy(sql`${adminInvitations.id} desc`)
    .limit(200);
  return rows.map(invitationView);
}

/** The owner takes an invitation back: its link stops working. Returns whether one was open. */
export async function withdrawInvitation(db: Db, actor: Actor, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(adminInvitations)
      .set({ withdrawnAt: sql`now()` })
      .where(and(eq(adminInvitations.id, id), stillOpen()))
      .returning({ email: adminInvitations.email });
    if (!row) return false;
    await recordAudit(tx, actor, {
      action: 'staff.invitation-withdrawn',
      targetType: 'invitation',
      targetId: id,
      detail: { email: row.email },
    });
    return true;
  });
}

/** The link's state, read without changing it (the page a mail scanner may fetch). */
export async function invitationState(
  db: Db,
  token: string,
): Promise<{ state: InvitationState; email?: string; role?: StaffRole }> {
  if (!INVITATION_TOKEN.test(token)) return { state: 'unknown' };
  const [row] = await db
    .select({
      email: adminInvitations.email,
      role: adminInvitations.role,
      acceptedAt: adminInvitations.acceptedAt,
      withdrawnAt: adminInvitations.withdrawnAt,
      expired: sql<boolean>`${adminInvitations.expiresAt} <= now()`,
    })
    .from(adminInvitations)
    .where(eq(adminInvitations.tokenHash, hashToken(token)));
  if (!row) return { state: 'unknown' };
  const state = row.acceptedAt
    ? 'used'
    : row.withdrawnAt
      ? 'withdrawn'
      : row.expired
        ? 'expired'
        : 'ready';
  return { state, email: row.email, role: row.role };
}

export type Acceptance =
  | { state: 'accepted'; email: string; role: StaffRole }
  | { state: Exclude<InvitationState, 'ready'> }
  | { state: 'bad-password'; problem: string };

/**
 * The invitee sets a password: the invitation is taken (one conditional UPDATE, so two tabs or
 * two processes accept it once) and the account made in the same transaction. A member removed
 * earlier and invited again comes back with the new password and role.
 */
export async function acceptInvitation(
  db: Db,
  token: string,
  password: string,
): Promise<Acceptance> {
  const before = await invitationState(db, token);
  if (before.state !== 'ready') return { state: before.state };
  const problem = passwordProblem(password);
  if (problem) return { state: 'bad-password', problem };
  const passwordHash = await hashPassword(password);
  const accepted = await db.transaction(async (tx) => {
    const [invitation] = await tx
      .update(adminInvitations)
      .set({ acceptedAt: sql`now()` })
      .where(and(eq(adminInvitations.tokenHash, hashToken(token)), stillOpen()))
      .returning();
    if (!invitation) return undefined;
    const [admin] = await tx
      .insert(adminUsers)
      .values({ email: invitation.email, passwordHash, role: invitation.role })
      .onConflictDoUpdate({
        target: adminUsers.email,
        set: { passwordHash, role: invitation.role, disabledAt: null },
        setWhere: sql`${adminUsers.disabledAt} is not null`,
      })
      .returning({ id: adminUsers.id, email: adminUsers.email, role: adminUsers.role });
    if (!admin) throw new AdminUserError(`${invitation.email} is already on the staff.`);
    await recordAudit(
      tx,
      { adminId: admin.id, email: admin.email },
      {
        action: 'staff.invitation-accepted',
        targetType: 'admin',
        targetId: admin.id,
        detail: { invitation: invitation.id, role: admin.role },
      },
    );
    return admin;
  });
  if (accepted) return { state: 'accepted', email: accepted.email, role: accepted.role };
  // Taken by a parallel request, or it expired while the password was hashed.
  const after = await invitationState(db, token);
  return { state: after.state === 'ready' ? 'used' : after.state };
}
