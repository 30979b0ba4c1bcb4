import { z } from 'zod';
import { adminPasswordLength } from '../shared/admin/auth.ts';
import { emailAddressField } from '../shared/fields.ts';
import { optionalText, timeZoneName, urlWithProtocols } from '../shared/env-fields.ts';
import { countryCodes, taxModes } from '../shared/tax.ts';
import { PublicUrlEnvShape } from '../shared/public-url-env.ts';
import { SellerEnvShape, SellerTaxEnvShape } from '../shared/seller-env.ts';
import { SetupVideoEnvShape } from '../shared/setup-video-env.ts';
import { parseTrustProxy } from './http/trust-proxy.ts';
import { librarySealKeyFromPem } from './crypto/library-seal.ts';
import { signingKeyFromPem } from './licences/signing-key.ts';

/**
 * Every environment variable the shop reads, each checked with a message that names what to set
 * (config.ts turns the parsed values into the app's settings).
 */
export const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    ...PublicUrlEnvShape,
    HOST: optionalText.default('0.0.0.0'),
    DATA_DIR: optionalText.default('./data'),
    DATABASE_URL: urlWithProtocols(['postgres:', 'postgresql:']),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    // The rules an admin account is held to everywhere else (the staff CLI, the forms).
    ADMIN_EMAIL: optionalText.pipe(
      emailAddressField({
        required: 'must be set',
        invalid: 'must be one valid email address',
      }).optional(),
    ),
    ADMIN_PASSWORD: optionalText.pipe(
      z
        .string()
        .min(adminPasswordLength.min, `must be at least ${adminPasswordLength.min} characters`)
        .max(adminPasswordLength.max, `must be at most ${adminPasswordLength.max} characters`)
        .optional(),
    ),
    SMTP_URL: urlWithProtocols(['smtp:', 'smtps:']),
    MAIL_FROM: optionalText,
    STRIPE_SECRET_KEY: optionalText.pipe(
      z.string().startsWith('sk_', 'must start with sk_').optional(),
    ),
    STRIPE_PUBLISHABLE_KEY: optionalText.pipe(
      z.string().startsWith('pk_', 'must start with pk_').optional(),
    ),
    STRIPE_WEBHOOK_SECRET: optionalText.pipe(
      z.string().startsWith('whsec_', 'must start with whsec_').optional(),
    ),
    PAYMENTS_PROVIDER: optionalText.pipe(z.enum(['stripe', 'test']).optional()),
    REDIS_URL: urlWithProtocols(['redis:', 'rediss:']),
    REDIS_KEY_PREFIX: optionalText.default('cryptomaton:'),
    METRICS_TOKEN: optionalText.pipe(
      z
        .string()
        .min(24, 'must be at least 24 characters (a long random value)')
        .max(256, 'must be at most 256 characters')
        .optional(),
    ),
    STRIPE_API_URL: urlWithProtocols(['http:', 'https:']),
    LICENCE_MACHINES_ALLOWED: wholeNumberBetween(1, 100),
    LICENCE_OFFLINE_GRACE_DAYS: wholeNumberBetween(1, 365),
    UPDATE_MAIL_PER_MINUTE: wholeNumberBetween(1, 10_000),
    // Signs licence files: activations' and every bot order's copy of the package.
    LICENCE_SIGNING_KEY: pemKey(signingKeyFromPem, 'Ed25519'),
    // The buyer's library: X25519 key that opens licence keys there, and its daily downloads.
    LIBRARY_SEAL_KEY: pemKey(librarySealKeyFromPem, 'X25519'),
    LIBRARY_DOWNLOADS_PER_DAY: wholeNumberBetween(1, 1000),
    // A buyer's dispute of a charge pauses the order's links until the outcome (docs/disputes.md).
    DISPUTE_PAUSES_LINKS: optionalText.pipe(
      z.enum(['true', 'false'], { message: 'must be true or false' }).optional(),
    ),
    // The owner's days: the sales figures count them in this zone (docs/customers-and-sales.md).
    SHOP_TIME_ZONE: timeZoneName,
    // Tax at checkout (docs/tax.md): off, or computed by Stripe Tax.
    TAX_MODE: optionalText.pipe(z.enum(taxModes, { message: 'must be off or stripe' }).optional()),
    // The seller's country: a business buyer from another EU country is reverse charged.
    SELLER_COUNTRY: optionalText
      .transform((value) => value?.toUpperCase())
      .refine((value) => value === undefined || countryCodes.includes(value), {
        message: 'must be a two-letter ISO country code, like DE or US',
      }),
    ...SellerEnvShape,
    ...SellerTaxEnvShape,
    ...SetupVideoEnvShape,
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((value, ctx) => {
        const parsed = parseTrustProxy(value);
        if (typeof parsed === 'object' && 'error' in parsed) {
          ctx.addIssue({ code: 'custom', message: parsed.error });
          return z.NEVER;
        }
        return parsed;
      }),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'],
        message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
      });
    }
  });

export type Env = z.infer<typeof EnvSchema>;

function wholeNumberBetween(min: number, max: number) {
  return optionalText.pipe(
    z.coerce
      .number<string | undefined>({ message: `must be a whole number from ${min} to ${max}` })
      .int(`must be a whole number from ${min} to ${max}`)
      .min(min, `must be a whole number from ${min} to ${max}`)
      .max(max, `must be a whole number from ${min} to ${max}`)
      .optional(),
  );
}

/**
 * A private key in PEM (PKCS#8), checked by the function that reads it at start-up. One line in
 * most environment files: `\n` stands for the PEM's line breaks.
 */
function pemKey(read: (pem: string) => unknown, algorithm: string) {
  return optionalText
    .transform((value) => value?.replaceAll('\\n', '\n'))
    .refine((value) => value === undefined || readsAsKey(read, value), {
      message: `must be an ${algorithm} private key in PEM (PKCS#8), "-----BEGIN PRIVATE KEY-----…"`,
    });
}

function readsAsKey(read: (pem: string) => unknown, pem: string): boolean {
  try {
    read(pem);
    return true;
  } catch {
    return false;
  }
}
