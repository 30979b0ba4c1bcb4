import { licenceDefaults } from '../shared/licence-terms.ts';
import path from 'node:path';
import type { Seller } from '../shared/seller.ts';
import { envIssues } from '../shared/env-fields.ts';
import type { TaxMode } from '../shared/tax.ts';
import { publicUrlFrom } from '../shared/public-url-env.ts';
import { UPDATE_MAIL_PER_MINUTE_DEFAULT } from '../shared/update-mail.ts';
import type { TrustProxy } from './http/trust-proxy.ts';
import type { SharedCountersConfig } from './redis/shared-counters.ts';
import { type StripeApi, stripeApiFrom } from './payments/stripe-api-url.ts';
import { type Env, EnvSchema } from './config-env.ts';

/** Raised when an environment variable holds a value the shop cannot run with. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Release downloads a buyer may take from the library in 24 hours, unless the owner says. */
const LIBRARY_DOWNLOADS_PER_DAY = 5;

/** What licences start with unless the environment says otherwise. */
const LICENCE_DEFAULTS = licenceDefaults;

export interface AppConfig {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Origin used for absolute links (emails, canonical URLs); from PUBLIC_URL or the port. */
  publicUrl: string;
  logLevel: Env['LOG_LEVEL'];
  admin: { email: string; password: string } | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Set when Stripe is the provider: all three keys are then present. */
  stripe:
    | { secretKey: string; publishableKey: string; webhookSecret: string; api?: StripeApi }
    | undefined;
  /** Stripe when its keys are set, else the built-in test provider. */
  paymentsProvider: 'stripe' | 'test';
  /**
   * Who sells, for the receipt. The front end's footer and terms read the same variables when the
   * site is built, so they change with a rebuild, not a restart.
   */
  seller: Seller;
  /**
   * The seller's tax number (SELLER_TAX_NUMBER: a VAT, GST or company number) that invoices and
   * credit notes print under the seller's address; unset, they print none.
   */
  sellerTaxNumber: string | undefined;
  /**
   * The setup video's YouTube id (SETUP_VIDEO_URL), or null. The build embeds it in /setup-guide;
   * the server lets that page frame the player only when it is set.
   */
  setupVideoId: string | null;
  /** Where the built front end lives; tests point it elsewhere. */
  clientDir: string;
  /** Where the processes count together (rate limits); unset, each process counts alone. */
  redis: SharedCountersConfig | undefined;
  /** `/metrics` is served only when set, and only to `Authorization: Bearer <token>`. */
  metricsToken: string | undefined;
  /** Proxies whose X-Forwarded-For is believed (none by default). */
  trustProxy: TrustProxy;
  /** Slow clients are cut off: the whole request must arrive in time, and idle sockets close. */
  timeouts: { requestMs: number; headersMs: number; idleMs: number };
  /**
   * Licences of bot orders: machines per new licence, the offline grace of a licence file, and
   * the signing key's PEM when the environment gives one (else the shop makes and keeps its own).
   */
  licences: { machinesAllowed: number; offlineGraceDays: number; signingKeyPem?: string };
  /** A release's update mail goes to the outbox at most this fast (the owner sees the rate). */
  updateMail: { mailsPerMinute: number };
  /**
   * The buyer's library: release downloads a buyer may take in 24 hours, and the library key's
   * PEM when the environment gives one (else the shop makes and keeps its own).
   */
  library: { downloadsPerDay: number; sealKeyPem?: string };
  /**
   * Disputes of a charge: whether the order's download links wait for the outcome
   * (DISPUTE_PAUSES_LINKS, on unless set to false).
   */
  disputes: { pauseLinks: boolean };
  /** The owner's IANA time zone (SHOP_TIME_ZONE, UTC by default): the days sales are counted in. */
  timeZone: string;
  /**
   * Tax at checkout (TAX_MODE, off unless set): `stripe` asks Stripe Tax, so it needs Stripe as
   * the payment provider. `sellerCountry` (SELLER_COUNTRY) decides which EU buyers are reverse
   * charged: all of them when unset (a seller outside the EU).
   */
  tax: { mode: TaxMode; sellerCountry: string | undefined };
}

const TIMEOUTS = { requestMs: 30_000, headersMs: 15_000, idleMs: 60_000 };

/** Parses the environment once at start-up; a bad value throws a ConfigError naming it. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(
      `Invalid environment configuration:\n  ${envIssues(parsed.error).join('\n  ')}`,
    );
  }
  const env = parsed.data;
  const paymentsProvider = env.PAYMENTS_PROVIDER ?? (env.STRIPE_SECRET_KEY ? 'stripe' : 'test');
  const stripeKeys = {
    STRIPE_SECRET_KEY: env.STRIPE_SECRET_KEY,
    STRIPE_PUBLISHABLE_KEY: env.STRIPE_PUBLISHABLE_KEY,
    STRIPE_WEBHOOK_SECRET: env.STRIPE_WEBHOOK_SECRET,
  };
  const missingStripeKeys = Object.entries(stripeKeys)
    .filter(([, value]) => !value)
    .map(([name]) => name);
  if (paymentsProvider === 'stripe' && missingStripeKeys.length > 0) {
    throw new ConfigError(
      `Invalid environment configuration:\n  ${missingStripeKeys.join(', ')}: required for Stripe payments (set all three, or PAYMENTS_PROVIDER=test)`,
    );
  }
  if (paymentsProvider === 'test' && env.NODE_ENV === 'production' && !env.PAYMENTS_PROVIDER) {
    throw new ConfigError(
      'Invalid environment configuration:\n  PAYMENTS_PROVIDER: production will not start on the test payment provider. Set the STRIPE_* keys, or PAYMENTS_PROVIDER=test to run without real payments.',
    );
  }
  if (env.TAX_MODE === 'stripe' && paymentsProvider !== 'stripe') {
    throw new ConfigError(
      'Invalid environment configuration:\n  TAX_MODE: stripe computes tax with Stripe Tax, so it needs Stripe payments. Set the STRIPE_* keys (and not PAYMENTS_PROVIDER=test), or TAX_MODE=off.',
    );
  }
  const stripeApi =
    paymentsProvider === 'stripe' && env.STRIPE_API_URL
      ? stripeApiFrom(env.STRIPE_API_URL, env.STRIPE_SECRET_KEY ?? '')
      : undefined;
  if (stripeApi && 'error' in stripeApi) {
    throw new ConfigError(
      `Invalid environment configuration:\n  STRIPE_API_URL: ${stripeApi.error}`,
    );
  }
  const publicUrl = publicUrlFrom(env);
  const brandDomain = new URL(publicUrl).hostname;
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    publicUrl,
    logLevel: env.LOG_LEVEL,
    admin:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD
        ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }
        : undefined,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? `Cryptomaton <no-reply@${brandDomain}>`,
    stripe:
      paymentsProvider === 'stripe'
        ? {
            secretKey: env.STRIPE_SECRET_KEY ?? '',
            publishableKey: env.STRIPE_PUBLISHABLE_KEY ?? '',
            webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? '',
            ...(stripeApi ? { api: stripeApi } : {}),
          }
        : undefined,
    paymentsProvider,
    seller: { name: env.SELLER_NAME, address: env.SELLER_ADDRESS },
    sellerTaxNumber: env.SELLER_TAX_NUMBER || undefined,
    setupVideoId: env.SETUP_VIDEO_URL,
    clientDir: path.resolve('build/client'),
    redis: env.REDIS_URL ? { url: env.REDIS_URL, keyPrefix: env.REDIS_KEY_PREFIX } : undefined,
    metricsToken: env.METRICS_TOKEN,
    trustProxy: env.TRUST_PROXY,
    timeouts: TIMEOUTS,
    licences: {
      machinesAllowed: env.LICENCE_MACHINES_ALLOWED ?? LICENCE_DEFAULTS.machinesAllowed,
      offlineGraceDays: env.LICENCE_OFFLINE_GRACE_DAYS ?? LICENCE_DEFAULTS.offlineGraceDays,
      ...(env.LICENCE_SIGNING_KEY ? { signingKeyPem: env.LICENCE_SIGNING_KEY } : {}),
    },
    updateMail: {
      mailsPerMinute: env.UPDATE_MAIL_PER_MINUTE ?? UPDATE_MAIL_PER_MINUTE_DEFAULT,
    },
    library: {
      downloadsPerDay: env.LIBRARY_DOWNLOADS_PER_DAY ?? LIBRARY_DOWNLOADS_PER_DAY,
      ...(env.LIBRARY_SEAL_KEY ? { sealKeyPem: env.LIBRARY_SEAL_KEY } : {}),
    },
    disputes: { pauseLinks: env.DISPUTE_PAUSES_LINKS !== 'false' },
    timeZone: env.SHOP_TIME_ZONE,
    tax: { mode: env.TAX_MODE ?? 'off', sellerCountry: env.SELLER_COUNTRY },
  };
}
