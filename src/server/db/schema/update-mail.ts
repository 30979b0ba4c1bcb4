/** Update mail: buyers' preferences, and each release's mail to its past buyers. */
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { updateMailSources } from '../../../shared/update-mail.ts';
import { updateMailDeliveryStates, updateMailSkipReasons } from '../column-values.ts';
import { createdAt, oneOf } from './columns.ts';
import { outbox } from './mail.ts';
import { releases } from './releases.ts';

/**
 * Whether a buyer wants update mail, by address (`buyerEmailKey`). No row: they never chose, and
 * past buyers get update mail until they say otherwise.
 */
export const updateMailPreferences = pgTable(
  'update_mail_preferences',
  {
    email: text('email').primaryKey(),
    wanted: boolean('wanted').notNull(),
    source: text('source', { enum: updateMailSources }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [oneOf('update_mail_preferences_source_check', table.source, updateMailSources)],
);

/** The owner started a release's update mail: once per release, whoever presses first. */
export const releaseNotifications = pgTable('release_notifications', {
  releaseId: integer('release_id')
    .primaryKey()
    .references(() => releases.id),
  startedBy: text('started_by').notNull(),
  startedAt: createdAt(),
});

/**
 * One row per buyer a release's update mail is for: the unique (release, email) is what makes it
 * once per buyer. `waiting` rows are handed to the outbox at the shop's rate (then `queued`, with
 * the outbox row that sends it) or `skipped` when the buyer opted out meanwhile.
 */
export const updateMailDeliveries = pgTable(
  'update_mail_deliveries',
  {
    id: serial('id').primaryKey(),
    releaseId: integer('release_id')
      .notNull()
      .references(() => releaseNotifications.releaseId),
    email: text('email').notNull(),
    state: text('state', { enum: updateMailDeliveryStates }).notNull().default('waiting'),
    skipReason: text('skip_reason', { enum: updateMailSkipReasons }),
    outboxId: integer('outbox_id').references(() => outbox.id),
    /** SHA-256 of the mail's unsubscribe token; the token itself is only in the mail. */
    unsubscribeTokenHash: text('unsubscribe_token_hash').unique(),
    /** When it left `waiting`: the rate counts the rows handed out in the last minute. */
    handedAt: timestamp('handed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    unique('update_mail_deliveries_once').on(table.releaseId, table.email),
    index('update_mail_deliveries_waiting_idx').on(table.state, table.id),
    index('update_mail_deliveries_handed_idx').on(table.handedAt),
    oneOf('update_mail_deliveries_state_check', table.state, updateMailDeliveryStates),
    oneOf('update_mail_deliveries_skip_reason_check', table.skipReason, updateMailSkipReasons),
  ],
);
