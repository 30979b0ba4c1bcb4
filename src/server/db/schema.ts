/**
 * The shop's one database schema (PostgreSQL dialect, used by PGlite and PostgreSQL alike).
 * Change it, then run `npm run db:generate` to write the SQL migration that start-up applies.
 */
// One file a part of the shop; drizzle-kit and the code read them all through this one.
export * from './schema/shop.ts';
export * from './schema/discount-codes.ts';
export * from './schema/orders.ts';
export * from './schema/order-history.ts';
export * from './schema/refunds.ts';
export * from './schema/downloads.ts';
export * from './schema/mail.ts';
export * from './schema/admin.ts';
export * from './schema/admin-action-keys.ts';
export * from './schema/art.ts';
export * from './schema/art-editions.ts';
export * from './schema/files.ts';
export * from './schema/licences.ts';
export * from './schema/releases.ts';
export * from './schema/update-mail.ts';
export * from './schema/library.ts';
export * from './schema/order-acceptances.ts';
export * from './schema/disputes.ts';
export * from './schema/invoices.ts';
export * from './schema/messages.ts';
export * from './schema/staff-invitations.ts';
export * from './schema/taxes.ts';
export * from './schema/second-factor.ts';
export * from './schema/customer-totals.ts';
