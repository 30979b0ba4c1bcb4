import { z } from 'zod';
import { LicenceStatusSchema } from '../licences.ts';
import { TimestampSchema } from './common.ts';

/** What the owner may do to an order's licence. */
export const ownerLicenceActions = ['revoke', 'restore', 'reset-machines'] as const;
export type OwnerLicenceAction = (typeof ownerLicenceActions)[number];

/** Why a licence stopped answering: the whole payment went back, a dispute, or the owner. */
export const licenceEndReasons = ['refund', 'dispute', 'owner'] as const;
export type LicenceEndReason = (typeof licenceEndReasons)[number];

/** What a licence's history records: machines coming and going, and the owner's actions. */
export const licenceEventKinds = [
  'activated',
  'deactivated',
  'ended',
  'restored',
  'machines-reset',
] as const;

/** A machine the licence was activated on; `active` false once deactivated or reset. */
export const AdminLicenceMachineSchema = z.object({
  name: z.string(),
  fingerprint: z.string(),
  active: z.boolean(),
  activatedAt: TimestampSchema,
  lastSeenAt: TimestampSchema,
  lastAddress: z.string(),
});

/** One thing in the licence's history: a machine's activation (with its address), an action. */
export const AdminLicenceEventSchema = z.object({
  at: TimestampSchema,
  kind: z.enum(licenceEventKinds),
  machineName: z.string().nullable(),
  address: z.string().nullable(),
  actor: z.string(),
});

/** The order's licence on the owner's order page: the key masked, never whole. */
export const AdminLicenceSchema = z.object({
  maskedKey: z.string(),
  status: LicenceStatusSchema,
  /** Why it stopped working: a refund, a dispute, or the owner. */
  endReason: z.enum(licenceEndReasons).nullable(),
  endedAt: TimestampSchema.nullable(),
  machinesUsed: z.number().int(),
  machinesAllowed: z.number().int(),
  machines: z.array(AdminLicenceMachineSchema),
  /** Newest first. */
  history: z.array(AdminLicenceEventSchema),
});
export type AdminLicence = z.infer<typeof AdminLicenceSchema>;

/** The answer to revoke, restore and reset machines: the licence as it is now. */
export const AdminLicenceChangedSchema = z.object({ licence: AdminLicenceSchema });
export type AdminLicenceChanged = z.infer<typeof AdminLicenceChangedSchema>;
