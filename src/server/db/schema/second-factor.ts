/** Staff's second factors: an authenticator app, recovery codes and passkeys, and their challenges. */
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { adminSessions, adminUsers } from './admin.ts';
import { createdAt, oneOf } from './columns.ts';

/**
 * A member's authenticator app (RFC 6238). `pendingSecret` is a set-up not yet confirmed with a
 * code; `secret` the one in use. `lastTimeStep` is the 30-second step of the last code accepted:
 * a code is taken only for a later step, in one conditional UPDATE, so no code works twice.
 */
export const adminTotp = pgTable('admin_totp', {
  adminId: integer('admin_id')
    .primaryKey()
    .references(() => adminUsers.id),
  secret: text('secret'),
  pendingSecret: text('pending_secret'),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastTimeStep: bigint('last_time_step', { mode: 'number' }),
  createdAt: createdAt(),
});

/** Single-use recovery codes, shown once; only their SHA-256 is kept. */
export const adminRecoveryCodes = pgTable(
  'admin_recovery_codes',
  {
    id: serial('id').primaryKey(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => adminUsers.id),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('admin_recovery_codes_admin_idx').on(table.adminId, table.codeHash)],
);

/** A member's passkey (WebAuthn credential): its public key and signature counter. */
export const adminPasskeys = pgTable(
  'admin_passkeys',
  {
    id: serial('id').primaryKey(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => adminUsers.id),
    /** The credential's id, base64url, as browsers send it back. */
    credentialId: text('credential_id').notNull().unique(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>(),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [index('admin_passkeys_admin_idx').on(table.adminId)],
);

export const challengePurposes = ['sign-in', 'reauth', 'register'] as const;
export type ChallengePurpose = (typeof challengePurposes)[number];

/**
 * Short-lived steps that wait for a second factor: a sign-in whose password was right
 * (`tokenHash` is its cookie's, `failures` its wrong answers), and the WebAuthn challenges a
 * session asked for to confirm it is you or to add a passkey. Each is used at most once
 * (`usedAt`, set by one conditional UPDATE).
 */
export const adminChallenges = pgTable(
  'admin_challenges',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose', { enum: challengePurposes }).notNull(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => adminUsers.id),
    sessionId: integer('session_id').references(() => adminSessions.id),
    tokenHash: text('token_hash').unique(),
    /** The WebAuthn challenge (base64url) handed to the browser, once asked for. */
    challenge: text('challenge'),
    failures: integer('failures').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    oneOf('admin_challenges_purpose_check', table.purpose, challengePurposes),
    index('admin_challenges_session_idx').on(table.sessionId),
  ],
);
