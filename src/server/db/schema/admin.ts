/** Staff, their sessions, sign-in attempts and devices, and the audit log of what they changed. */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { staffRoles } from '../../../shared/admin/staff-roles.ts';
import { createdAt, oneOf } from './columns.ts';

/** Staff who sign in at /admin/login; only an argon2id hash of the password is kept. */
export const adminUsers = pgTable(
  'admin_users',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-case: one account per mailbox, however it is typed. */
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    /** What they may do (shared/admin/staff-roles.ts); admins from before roles are owners. */
    role: text('role', { enum: staffRoles }).notNull().default('owner'),
    createdAt: createdAt(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    /** Removed staff: they cannot sign in, and their sessions ended when this was set. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (table) => [oneOf('admin_users_role_check', table.role, staffRoles)],
);

/** A signed-in admin. The cookie holds the token; only its SHA-256 is kept here. */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: serial('id').primaryKey(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => adminUsers.id),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    /** The absolute end, however active the admin is. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** The browser (User-Agent, cut short) and client address at sign-in, shown to its owner. */
    userAgent: text('user_agent'),
    address: text('address'),
    /**
     * The last time the admin proved who they are in this session (sign-in, or the password
     * again): refunds, file deletions, staff changes and settings want it recent.
     */
    checkedAt: timestamp('checked_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [index('admin_sessions_admin_idx').on(table.adminId)],
);

/**
 * Sign-in attempts, counted in windows (per account, per account and client, per known device,
 * per client) to slow password guessing; see login-throttle.ts. An attempt is written before its
 * password is checked and removed again if it succeeds, so the rows are the failures plus the
 * attempts being checked right now. Kept in the database (without REDIS_URL) so every server
 * process counts the same attempts.
 */
export const adminLoginFailures = pgTable(
  'admin_login_failures',
  {
    id: serial('id').primaryKey(),
    /** The window it counts in: `account:<sha256 of the email>`, `client:<ip>`, … */
    key: text('key').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [index('admin_login_failures_key_idx').on(table.key, table.failedAt)],
);

/**
 * Browsers an admin signed in from: the `cm_admin_device` cookie holds a random token, of which
 * only the SHA-256 is kept. A known device skips the account-wide sign-in limit, so strangers
 * guessing from elsewhere cannot keep the owner out. It opens nothing by itself.
 */
export const adminKnownDevices = pgTable(
  'admin_known_devices',
  {
    id: serial('id').primaryKey(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => adminUsers.id),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [index('admin_known_devices_admin_idx').on(table.adminId)],
);

/** Every change an admin made: who, what, which record, when. */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: serial('id').primaryKey(),
    /** Null for changes made from the command line. */
    adminId: integer('admin_id').references(() => adminUsers.id),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    detail: jsonb('detail').$type<Record<string, string | number | boolean | null>>(),
    createdAt: createdAt(),
  },
  (table) => [index('admin_audit_log_created_idx').on(table.createdAt)],
);
