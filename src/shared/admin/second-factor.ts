import { z } from 'zod';
import { TimestampSchema } from './common.ts';

/*
 * The second factor's contracts (docs/second-factor.md): a time-based one-time code (RFC 6238)
 * with recovery codes, and passkeys (WebAuthn), asked for after the password at sign-in and
 * accepted as the recent check; the owner may require one of every member of staff.
 */

/**
 * The second factor's routes. Kept apart from the shared `apiPaths` table so the public pages'
 * bundles, which import that table, do not carry the admin's paths.
 */
export const secondFactorPaths = {
  /** `POST` the code, a recovery code or a passkey's answer: the sign-in's second step. */
  signInSecondStep: '/api/admin/login/second-factor',
  /** `POST`: the challenge a passkey signs at the sign-in's second step. */
  signInPasskeyOptions: '/api/admin/login/passkey-options',
  /** `POST`: the challenge a passkey signs to confirm it is you again (the recent check). */
  reauthPasskeyOptions: '/api/admin/reauth/passkey-options',
  /** `GET`: one's own second factors. */
  account: '/api/admin/account/second-factor',
  /** `POST`: a new authenticator-app secret, not used until confirmed with a code. */
  totpSetup: '/api/admin/account/totp/setup',
  /** `POST {code}` confirms the new secret; `DELETE` turns the app off. */
  totp: '/api/admin/account/totp',
  /** `POST`: a new set of recovery codes (the old ones stop working). */
  recoveryCodes: '/api/admin/account/recovery-codes',
  /** `POST`: the options a browser needs to make a passkey. */
  passkeyOptions: '/api/admin/account/passkeys/options',
  /** `POST {name, response}`: keeps the passkey the browser made. */
  passkeys: '/api/admin/account/passkeys',
  /** `DELETE`: removes one of one's passkeys. */
  passkey: '/api/admin/account/passkeys/:id',
  /** `GET`, `PUT {required}`: whether every member of staff must use a second factor. */
  policy: '/api/admin/settings/second-factor',
  /** `DELETE` (the owner): clears a member's second factors, for a lost phone and codes. */
  memberReset: '/api/admin/staff/:id/second-factor',
} as const;

/** A path of `secondFactorPaths` with its `:id` filled in. */
export const secondFactorPath = (pattern: string, id: number): string =>
  pattern.replace(':id', String(id));

/** The `code` of a 403 for a member who must set up a second factor before anything else. */
export const SECOND_FACTOR_SETUP_REQUIRED = 'second_factor_setup_required';

/** How many recovery codes a set has; each works once. */
export const RECOVERY_CODE_COUNT = 10;

/** How long the sign-in's second step waits for its answer after the password was right. */
export const SECOND_STEP_SECONDS = 5 * 60;

/** Ways to answer: the app's code, or a passkey; a recovery code is always a way too. */
export const secondFactorKinds = ['totp', 'passkey'] as const;
export type SecondFactorKind = (typeof secondFactorKinds)[number];

/**
 * `POST /api/admin/login` for a member with a second factor: the password was right, and the
 * sign-in goes on at `signInSecondStep` (a cookie holds the step; nothing here is a secret).
 */
export const SignInSecondStepSchema = z.object({
  secondStep: z.object({
    methods: z.array(z.enum(secondFactorKinds)),
    expiresAt: TimestampSchema,
  }),
});
export type SignInSecondStep = z.infer<typeof SignInSecondStepSchema>;

const sixDigits = 'Please enter the 6-digit code from your authenticator app.';

/** The authenticator app's code: six digits; spaces people type in the middle are allowed. */
export const OneTimeCodeSchema = z
  .string()
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, sixDigits));

/** A recovery code as printed (`abcde-12345`); case, spaces and dashes do not matter. */
export const RecoveryCodeSchema = z
  .string()
  .transform((value) => value.replace(/[\s-]+/g, '').toLowerCase())
  .pipe(
    z
      .string()
      .regex(/^[a-z2-7]{10}$/, 'A recovery code has 10 letters and digits, like abcde-23456.'),
  );

/**
 * A passkey's answer as `@simplewebauthn/browser` gives it; the server verifies every byte, so
 * this checks only its shape and size.
 */
const base64url = z
  .string()
  .max(4096)
  .regex(/^[A-Za-z0-9_-]*$/, 'The passkey’s answer is damaged.');
export const PasskeyAssertionSchema = z.looseObject({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
});

/** `POST …/login/second-factor` and the second-factor answers of `POST /api/admin/reauth`. */
export const SecondFactorAnswerSchema = z
  .object({
    code: OneTimeCodeSchema.optional(),
    recoveryCode: RecoveryCodeSchema.optional(),
    passkey: PasskeyAssertionSchema.optional(),
  })
  .refine(
    (answer) => [answer.code, answer.recoveryCode, answer.passkey].filter(Boolean).length === 1,
    {
      message: 'Please enter the code from your app or a recovery code, or use your passkey.',
      path: ['code'],
    },
  );
export type SecondFactorAnswer = z.infer<typeof SecondFactorAnswerSchema>;

/** `POST …/passkey-options` (sign-in, reauth, registration): handed to the browser as is. */
export const PasskeyOptionsSchema = z.object({
  options: z.looseObject({ challenge: z.string() }),
});

/** One of a member's passkeys; the credential itself never leaves the server. */
export const PasskeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  createdAt: TimestampSchema,
  lastUsedAt: TimestampSchema.nullable(),
});
export type Passkey = z.infer<typeof PasskeySchema>;

/** `GET /api/admin/account/second-factor`: one's own second factors. */
export const SecondFactorStatusSchema = z.object({
  totp: z.boolean(),
  passkeys: z.array(PasskeySchema),
  /** Unused recovery codes left (0 without a second factor). */
  recoveryCodesLeft: z.number().int(),
  /** Whether the owner requires a second factor of every member of staff. */
  required: z.boolean(),
  /**
   * Whether passkeys can work on this site: browsers allow them only on a domain name (so not on
   * an address like http://127.0.0.1), over https or on localhost.
   */
  passkeysAvailable: z.boolean(),
});
export type SecondFactorStatus = z.infer<typeof SecondFactorStatusSchema>;

/**
 * An answer that may carry new recovery codes: shown once, when the first second factor is set
 * up or a new set is asked for; only their hashes are kept.
 */
const recoveryCodes = z.array(z.string()).optional();

/** `POST …/totp/setup`: the secret for the app, as text and as a QR code (an SVG). */
export const TotpSetupSchema = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
  qrSvg: z.string(),
});
export type TotpSetup = z.infer<typeof TotpSetupSchema>;

export const ConfirmTotpRequestSchema = z.object({ code: OneTimeCodeSchema });

export const SecondFactorChangedSchema = z.object({
  status: SecondFactorStatusSchema,
  recoveryCodes,
});
export type SecondFactorChanged = z.infer<typeof SecondFactorChangedSchema>;

/** `POST …/passkeys`: the name the member gives it and the browser's registration answer. */
export const AddPasskeyRequestSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Please give the passkey a name, like “Work laptop”.')
    .max(60, 'Please keep the name under 60 characters.'),
  response: z.looseObject({
    id: base64url,
    rawId: base64url,
    type: z.literal('public-key'),
    response: z.looseObject({ clientDataJSON: base64url, attestationObject: base64url }),
  }),
});
export type AddPasskeyRequest = z.infer<typeof AddPasskeyRequestSchema>;

/** `POST …/recovery-codes`: the new set, shown once. */
export const RecoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

/** `GET`/`PUT /api/admin/settings/second-factor`. */
export const SecondFactorPolicySchema = z.object({ required: z.boolean() });
export type SecondFactorPolicy = z.infer<typeof SecondFactorPolicySchema>;

/** `DELETE /api/admin/staff/:id/second-factor`: what was cleared. */
export const SecondFactorResetSchema = z.object({ cleared: z.literal(true) });
