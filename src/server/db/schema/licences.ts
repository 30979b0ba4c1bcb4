/** Licence keys of bot orders, the machines each runs on, and what happened to them. */
import { index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { licenceEndReasons, licenceEventKinds } from '../../../shared/admin/licence.ts';
import { createdAt, oneOf } from './columns.ts';
import { orders } from './orders.ts';

/**
 * One licence per paid bot order. The key itself is kept only as its SHA-256 (looked up when the
 * bot calls) and sealed to the order like its download tokens (only the buyer's order token opens
 * it); the owner's screens show the last group.
 */
export const licences = pgTable(
  'licences',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id),
    keyHash: text('key_hash').notNull().unique(),
    keySealed: text('key_sealed'),
    /**
     * The key sealed a second time, to the shop's library key (docs/decisions/0015-library-seal.md), so the
     * buyer's library can show it without the order token. Null for keys the library has not
     * been able to seal yet (made before it, until the buyer's order token is presented).
     */
    keyLibrarySealed: text('key_library_sealed'),
    keyLastGroup: text('key_last_group').notNull(),
    /** The order's support reference, written into every licence file. */
    orderReference: text('order_reference').notNull(),
    machinesAllowed: integer('machines_allowed').notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: text('end_reason', { enum: licenceEndReasons }),
    createdAt: createdAt(),
  },
  (table) => [oneOf('licences_end_reason_check', table.endReason, licenceEndReasons)],
);

/** A machine the licence was activated on; deactivated ones keep their row for the history. */
export const licenceMachines = pgTable(
  'licence_machines',
  {
    id: serial('id').primaryKey(),
    licenceId: integer('licence_id')
      .notNull()
      .references(() => licences.id),
    fingerprint: text('fingerprint').notNull(),
    name: text('name').notNull(),
    activatedAt: timestamp('activated_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    lastAddress: text('last_address').notNull(),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    /**
     * The licence's order, copied from it by the database (a trigger of migration 0025) so the
     * sales funnel finds the orders activated without reading every licence.
     */
    orderId: integer('order_id'),
  },
  (table) => [unique('licence_machines_fingerprint_unique').on(table.licenceId, table.fingerprint)],
);

/** The licence's history: activations with time and address, and the owner's actions. */
export const licenceEvents = pgTable(
  'licence_events',
  {
    id: serial('id').primaryKey(),
    licenceId: integer('licence_id')
      .notNull()
      .references(() => licences.id),
    kind: text('kind', { enum: licenceEventKinds }).notNull(),
    machineName: text('machine_name'),
    /** The client's address for a machine's own calls; null for the owner's and the shop's. */
    address: text('address'),
    /** Who acted: the machine, the owner's email, or the shop (a refund). */
    actor: text('actor').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('licence_events_licence_idx').on(table.licenceId),
    oneOf('licence_events_kind_check', table.kind, licenceEventKinds),
  ],
);
