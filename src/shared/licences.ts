import { z } from 'zod';
import { textField } from './fields.ts';
import { normaliseLicenceKey } from './licence-key.ts';

/*
 * The bot's licence API (`/api/v1/licences/…`): what it sends and what it gets back. Outside
 * tools and the bot rely on these names, so they change only with their callers.
 */

export const licenceLimits = {
  /** Room for a key typed with spaces or hyphens where a person likes them. */
  keyInputMax: 80,
  fingerprintMin: 8,
  fingerprintMax: 200,
  machineNameMax: 100,
} as const;

/** Why a licence does not answer for a machine; programs act on the code. */
export const licenceRefusalCodes = [
  'unknown_key',
  'revoked',
  'too_many_machines',
  'machine_deactivated',
] as const;
export const LicenceRefusalCodeSchema = z.enum(licenceRefusalCodes);
export type LicenceRefusalCode = z.infer<typeof LicenceRefusalCodeSchema>;

export const licenceStatuses = ['active', 'revoked'] as const;
export const LicenceStatusSchema = z.enum(licenceStatuses);
export type LicenceStatus = z.infer<typeof LicenceStatusSchema>;

/** A key in any case, hyphens optional, I/L/O read as 1/1/0; the shop's own form afterwards. */
export const LicenceKeyInputSchema = z
  .string()
  .max(licenceLimits.keyInputMax, 'This is not a licence key.')
  .transform((value, ctx) => {
    const key = normaliseLicenceKey(value);
    if (key === null) {
      ctx.addIssue({
        code: 'custom',
        message: 'This is not a licence key: it reads CM- and five groups of five characters.',
      });
      return z.NEVER;
    }
    return key;
  });

/** Whatever the bot derives to tell one machine from another; printable ASCII, no spaces. */
export const MachineFingerprintSchema = z
  .string()
  .min(
    licenceLimits.fingerprintMin,
    `A fingerprint has at least ${licenceLimits.fingerprintMin} characters.`,
  )
  .max(
    licenceLimits.fingerprintMax,
    `A fingerprint has at most ${licenceLimits.fingerprintMax} characters.`,
  )
  .regex(/^[\x21-\x7e]+$/, 'A fingerprint is printable ASCII without spaces.');

export const MachineNameSchema = textField({
  label: 'The machine name',
  max: licenceLimits.machineNameMax,
});

export const LicenceActivateRequestSchema = z.object({
  key: LicenceKeyInputSchema,
  fingerprint: MachineFingerprintSchema,
  /** How the owner will recognise the machine in their list ("VPS Frankfurt"). */
  name: MachineNameSchema.optional(),
});
export type LicenceActivateRequest = z.input<typeof LicenceActivateRequestSchema>;

export const LicenceMachineRequestSchema = z.object({
  key: LicenceKeyInputSchema,
  fingerprint: MachineFingerprintSchema,
});
export type LicenceMachineRequest = z.input<typeof LicenceMachineRequestSchema>;

/** A signed licence file: base64url JSON and base64url Ed25519 over the payload string. */
export const LicenceFileSchema = z.object({
  payload: z.string(),
  signature: z.string(),
});
export type LicenceFile = z.infer<typeof LicenceFileSchema>;

/** What a licence file's payload says, once decoded. */
export const LicenceFilePayloadSchema = z.object({
  orderReference: z.string(),
  licenceId: z.number().int(),
  fingerprint: z.string(),
  /** What the licence lets the machine run. */
  entitlement: z.string(),
  issuedAt: z.string(),
  /** The bot runs offline until then; afterwards it opens no new trades. */
  validUntil: z.string(),
});
export type LicenceFilePayload = z.infer<typeof LicenceFilePayloadSchema>;

/**
 * What the licence file inside a bot buyer's package says: made for the order, not a machine, so
 * it has no fingerprint and never lapses. It names the order a copy of the package came from; a
 * bot runs on an activation's file (`LicenceFilePayloadSchema`), never on this one.
 */
export const PackageLicencePayloadSchema = z.object({
  kind: z.literal('package'),
  orderReference: z.string(),
  licenceId: z.number().int(),
  entitlement: z.string(),
  issuedAt: z.string(),
});
export type PackageLicencePayload = z.infer<typeof PackageLicencePayloadSchema>;

/** The licence file and the shop's public key, beside the package's own files. */
export const packageLicenceFileNames = {
  licence: 'licence.json',
  publicKey: 'licence-public-key.pem',
} as const;

const machineCounts = {
  status: LicenceStatusSchema,
  machinesUsed: z.number().int(),
  machinesAllowed: z.number().int(),
};

export const LicenceActivateResponseSchema = z.object({
  ...machineCounts,
  licenceFile: LicenceFileSchema,
});
export type LicenceActivateResponse = z.infer<typeof LicenceActivateResponseSchema>;

/** A refusal: the code for the program, the message for a person. */
export const LicenceRefusalSchema = z.object({
  code: LicenceRefusalCodeSchema,
  error: z.string(),
  message: z.string(),
});
export type LicenceRefusal = z.infer<typeof LicenceRefusalSchema>;

export const LicenceValidateResponseSchema = z.discriminatedUnion('valid', [
  z.object({
    valid: z.literal(true),
    ...machineCounts,
    /** A fresh licence file, so a bot that validates daily never lapses offline. */
    licenceFile: LicenceFileSchema,
  }),
  z.object({
    valid: z.literal(false),
    code: LicenceRefusalCodeSchema,
    message: z.string(),
  }),
]);
export type LicenceValidateResponse = z.infer<typeof LicenceValidateResponseSchema>;

export const LicenceDeactivateResponseSchema = z.object({
  ...machineCounts,
  deactivated: z.boolean(),
});
export type LicenceDeactivateResponse = z.infer<typeof LicenceDeactivateResponseSchema>;

export const LicencePublicKeySchema = z.object({
  algorithm: z.literal('Ed25519'),
  /** SPKI PEM. */
  publicKey: z.string(),
});
export type LicencePublicKey = z.infer<typeof LicencePublicKeySchema>;

/** The licence as the buyer's order view shows it (`order.licence`). */
export const OrderLicenceSchema = z.object({
  key: z.string(),
  status: LicenceStatusSchema,
  machinesUsed: z.number().int(),
  machinesAllowed: z.number().int(),
});
export type OrderLicence = z.infer<typeof OrderLicenceSchema>;
