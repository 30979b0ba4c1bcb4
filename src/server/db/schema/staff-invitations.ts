/** Invitations the owner sends to new staff. */
import { integer, pgTable, serial, text, timestamp, index } from 'drizzle-orm/pg-core';
import { staffRoles } from '../../../shared/admin/staff-roles.ts';
import { adminUsers } from './admin.ts';
import { createdAt, oneOf } from './columns.ts';

/**
 * A mailed, single-use invitation: only the SHA-256 of its link's token is kept. Accepting takes
 * it (sets `acceptedAt` where it is still null, unexpired and not withdrawn) in one statement.
 */
export const adminInvitations = pgTable(
  'admin_invitations',
  {
    id: serial('id').primaryKey(),
    /** Lower-case, as admin accounts are stored. */
    email: text('email').notNull(),
    role: text('role', { enum: staffRoles }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: integer('invited_by').references(() => adminUsers.id),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** Withdrawn by the owner, or replaced by a newer invitation to the same address. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (table) => [
    oneOf('admin_invitations_role_check', table.role, staffRoles),
    index('admin_invitations_email_idx').on(table.email),
  ],
);
