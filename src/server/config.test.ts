import { generateKeyPairSync, type KeyObject, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adminPasswordLength } from '../shared/admin/auth.ts';
import { isSingleMailbox } from '../shared/email.ts';
import { passwordProblem } from './admin/password-policy.ts';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('runs on the embedded defaults with an empty environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.admin).toBeUndefined();
    expect(config.isProduction).toBe(false);
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '4000' }).databaseUrl).toBeUndefined();
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/shop'],
    ['PUBLIC_URL', 'not a url'],
    ['SMTP_URL', 'http://mail.example.com'],
    ['PAYMENTS_PROVIDER', 'paypal'],
    ['STRIPE_SECRET_KEY', 'pk_live_123'],
    ['NODE_ENV', 'staging'],
    ['REDIS_URL', 'http://cache.internal:6379'],
    ['METRICS_TOKEN', 'short'],
    ['TAX_MODE', 'vat'],
    ['SELLER_COUNTRY', 'Germany'],
  ])('stops on a bad %s and names it', (variable, value) => {
    expect(() => loadConfig({ [variable]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [variable]: value })).toThrow(new RegExp(`${variable}:`));
  });

  it('takes the licence and library keys as one-line PEMs, each only of its own kind', () => {
    const pem = (key: KeyObject) => key.export({ type: 'pkcs8', format: 'pem' }).toString();
    const oneLine = (text: string) => text.replaceAll('\n', '\\n');
    const signing = pem(generateKeyPairSync('ed25519').privateKey);
    const seal = pem(generateKeyPairSync('x25519').privateKey);
    const config = loadConfig({
      LICENCE_SIGNING_KEY: oneLine(signing),
      LIBRARY_SEAL_KEY: oneLine(seal),
    });
    expect(config.licences.signingKeyPem).toBe(signing);
    expect(config.library.sealKeyPem).toBe(seal);
    expect(() => loadConfig({ LICENCE_SIGNING_KEY: seal })).toThrow(
      /LICENCE_SIGNING_KEY: must be an Ed25519 private key in PEM/,
    );
    expect(() => loadConfig({ LIBRARY_SEAL_KEY: signing })).toThrow(
      /LIBRARY_SEAL_KEY: must be an X25519 private key in PEM/,
    );
    expect(() => loadConfig({ LIBRARY_SEAL_KEY: 'not a key' })).toThrow(/LIBRARY_SEAL_KEY:/);
  });

  it('takes tax off by default, and TAX_MODE=stripe only with Stripe payments', () => {
    expect(loadConfig({}).tax).toEqual({ mode: 'off', sellerCountry: undefined });
    expect(() => loadConfig({ TAX_MODE: 'stripe' })).toThrow(/TAX_MODE: stripe .* needs Stripe/);
    const stripe = {
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
    };
    expect(loadConfig({ ...stripe, TAX_MODE: 'stripe', SELLER_COUNTRY: 'de' }).tax).toEqual({
      mode: 'stripe',
      sellerCountry: 'DE',
    });
  });

  it('needs the admin email and password together', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'owner@example.com' })).toThrow(/ADMIN_PASSWORD/);
    const config = loadConfig({
      ADMIN_EMAIL: 'owner@example.com',
      ADMIN_PASSWORD: 'a-long-enough-secret',
    });
    expect(config.admin?.email).toBe('owner@example.com');
  });

  // The first admin is created with the staff CLI's rules (createAdmin): the start-up check must
  // not pass an address or a password the account itself would then refuse, nor refuse one it takes.
  const withAdmin =
    (email: string, password = randomBytes(18).toString('base64url')) =>
    () =>
      loadConfig({ ADMIN_EMAIL: email, ADMIN_PASSWORD: password });

  it.each([
    'owner@example.com',
    'o!wner@example.com',
    `${'a'.repeat(65)}@example.com`,
    'owner@example.com, thief@example.com',
    'Owner <owner@example.com>',
    'owner@localhost',
  ])('checks ADMIN_EMAIL %j with the shop’s one email rule', (email) => {
    if (isSingleMailbox(email)) expect(withAdmin(email)).not.toThrow();
    else expect(withAdmin(email)).toThrow(/ADMIN_EMAIL:/);
  });

  it.each([
    'x'.repeat(adminPasswordLength.min - 1),
    'ä'.repeat(adminPasswordLength.min - 1),
    'ä'.repeat(adminPasswordLength.max + 1),
    '🔑'.repeat(adminPasswordLength.min - 1),
  ])('refuses ADMIN_PASSWORD %j for its length, as an admin account does', (password) => {
    expect(passwordProblem(password)).toMatch(/characters long/);
    expect(withAdmin('owner@example.com', password)).toThrow(/ADMIN_PASSWORD: must be at/);
  });

  it('takes an ADMIN_PASSWORD at either length bound, counted in characters', () => {
    expect(withAdmin('owner@example.com', 'ä'.repeat(adminPasswordLength.min))).not.toThrow();
    expect(withAdmin('owner@example.com', '🔑'.repeat(adminPasswordLength.max))).not.toThrow();
  });

  it('trusts no proxy unless TRUST_PROXY says which', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', PAYMENTS_PROVIDER: 'test' }).trustProxy).toBe(
      false,
    );
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toEqual(['10.0.0.0/8']);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: must be a hop count/);
  });

  it('counts in each process alone, and serves no metrics, until REDIS_URL and METRICS_TOKEN say', () => {
    expect(loadConfig({}).redis).toBeUndefined();
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://cache.internal:6379/0' }).redis).toEqual({
      url: 'redis://cache.internal:6379/0',
      keyPrefix: 'cryptomaton:',
    });
    expect(
      loadConfig({ REDIS_URL: 'rediss://cache.internal', REDIS_KEY_PREFIX: 'shop-b:' }).redis
        ?.keyPrefix,
    ).toBe('shop-b:');
    const token = 'x'.repeat(32);
    expect(loadConfig({ METRICS_TOKEN: token }).metricsToken).toBe(token);
  });

  it('strips a trailing slash from PUBLIC_URL', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example.com/' }).publicUrl).toBe(
      'https://shop.example.com',
    );
  });

  it('uses the test payment provider without Stripe keys, and Stripe with them', () => {
    expect(loadConfig({}).paymentsProvider).toBe('test');
    const config = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
    });
    expect(config.paymentsProvider).toBe('stripe');
    expect(config.stripe?.webhookSecret).toBe('whsec_1');
  });

  it('talks to a Stripe stand-in on this machine only with a test key (STRIPE_API_URL)', () => {
    const stripe = {
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
    };
    expect(loadConfig(stripe).stripe?.api).toBeUndefined();
    expect(loadConfig({ ...stripe, STRIPE_API_URL: 'http://127.0.0.1:4010' }).stripe?.api).toEqual({
      host: '127.0.0.1',
      port: 4010,
      protocol: 'http',
    });
    expect(loadConfig({ ...stripe, STRIPE_API_URL: 'https://[::1]' }).stripe?.api).toEqual({
      host: '::1',
      port: 443,
      protocol: 'https',
    });
    expect(() => loadConfig({ ...stripe, STRIPE_API_URL: 'http://api.example.com' })).toThrow(
      /STRIPE_API_URL: must point at this machine/,
    );
    expect(() =>
      loadConfig({ ...stripe, STRIPE_SECRET_KEY: 'sk_live_1', STRIPE_API_URL: 'http://localhost' }),
    ).toThrow(/STRIPE_API_URL: is honoured only with a test key/);
    expect(() => loadConfig({ ...stripe, STRIPE_API_URL: 'ftp://localhost' })).toThrow(
      /STRIPE_API_URL: must be a URL/,
    );
  });

  it('names the Stripe keys that are missing', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(
      /STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET: required/,
    );
    expect(() => loadConfig({ PAYMENTS_PROVIDER: 'stripe' })).toThrow(/STRIPE_SECRET_KEY/);
  });

  it('names the seller from SELLER_NAME and SELLER_ADDRESS, else the brand in New Zealand', () => {
    expect(loadConfig({}).seller).toEqual({ name: 'Cryptomaton', address: 'New Zealand' });
    expect(loadConfig({ SELLER_NAME: ' ', SELLER_ADDRESS: '' }).seller).toEqual({
      name: 'Cryptomaton',
      address: 'New Zealand',
    });
    expect(
      loadConfig({
        SELLER_NAME: '  Kiwi Quant Ltd ',
        SELLER_ADDRESS: '12 Queen Street, Auckland 1010, New Zealand',
      }).seller,
    ).toEqual({ name: 'Kiwi Quant Ltd', address: '12 Queen Street, Auckland 1010, New Zealand' });
  });

  it('prints the seller’s tax number on invoices only when SELLER_TAX_NUMBER is set', () => {
    expect(loadConfig({}).sellerTaxNumber).toBeUndefined();
    expect(loadConfig({ SELLER_TAX_NUMBER: ' ' }).sellerTaxNumber).toBeUndefined();
    expect(loadConfig({ SELLER_TAX_NUMBER: ' GST 123-456-789 ' }).sellerTaxNumber).toBe(
      'GST 123-456-789',
    );
  });

  it.each([
    ['SELLER_NAME', 'x'.repeat(101), /SELLER_NAME: must be at most 100 characters/],
    ['SELLER_ADDRESS', 'x'.repeat(201), /SELLER_ADDRESS: must be at most 200 characters/],
    ['SELLER_NAME', 'Kiwi\nQuant Ltd', /SELLER_NAME: must be one line of text/],
    ['SELLER_ADDRESS', '12 Queen St\u0007, Auckland', /SELLER_ADDRESS: must be one line of text/],
    ['SELLER_NAME', 'Kiwi \u202Edtl Quant', /SELLER_NAME: must be one line of text/],
    ['SELLER_TAX_NUMBER', 'x'.repeat(61), /SELLER_TAX_NUMBER: must be at most 60 characters/],
    ['SELLER_TAX_NUMBER', 'GST\n123', /SELLER_TAX_NUMBER: must be one line of text/],
  ])('stops on a bad %s and names it', (variable, value, message) => {
    expect(() => loadConfig({ [variable]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [variable]: value })).toThrow(message);
  });

  it('refuses the test provider in production unless asked for explicitly', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PAYMENTS_PROVIDER:/);
    expect(loadConfig({ NODE_ENV: 'production', PAYMENTS_PROVIDER: 'test' }).paymentsProvider).toBe(
      'test',
    );
  });

  it('counts the owner’s days in SHOP_TIME_ZONE, UTC unless set, and names a zone it does not know', () => {
    expect(loadConfig({}).timeZone).toBe('UTC');
    expect(loadConfig({ SHOP_TIME_ZONE: 'Pacific/Auckland' }).timeZone).toBe('Pacific/Auckland');
    expect(() => loadConfig({ SHOP_TIME_ZONE: 'Mars/Olympus' })).toThrow(
      /SHOP_TIME_ZONE: must be an IANA time zone name/,
    );
  });
});
