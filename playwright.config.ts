import { randomBytes } from 'node:crypto';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions, headlessShellLaunchOptions } from './tests/e2e/chromium.ts';
import { passkeyShop, shop, smtpInbox, smtpShop } from './tests/e2e/e2e-servers.ts';

// The e2e server's first admin. The password is new for every run and never written down: the
// config is evaluated again in each worker, which inherits this process's environment, so `??=`
// keeps one value for the server and every test (tests/e2e/admin-session.ts reads it).
process.env.E2E_ADMIN_EMAIL ??= 'owner@example.com';
process.env.E2E_ADMIN_PASSWORD ??= randomBytes(24).toString('base64url');
// The passkey shop's own owner (tests/e2e/second-factor.spec.ts), made the same way.
process.env.E2E_PASSKEY_ADMIN_EMAIL ??= 'passkey-owner@example.com';
process.env.E2E_PASSKEY_ADMIN_PASSWORD ??= randomBytes(24).toString('base64url');

// Where a font swaps in, lines must wrap as in the browser visitors run: the fallback face is
// shaped to Chromium's own text layout (tests/e2e/chromium.ts).
const fullBrowserTests = /layout-shift\.spec\.ts$/;

// Each test's browser names its own client address from loopback (tests/e2e/visitor.ts).
const quietServer = { HOST: '127.0.0.1', LOG_LEVEL: 'warn', TRUST_PROXY: 'loopback' };

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: 'reports/playwright.json' }]]
    : [['list']],
  // Generous on purpose: CI's shared machines have run this suite four times slower than a quiet
  // one, and a wait that outlasts a slow machine is still a wait for something that must happen.
  timeout: 90_000,
  expect: { timeout: 30_000 },
  use: {
    baseURL: shop.url,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: fullBrowserTests,
      use: { ...devices['Desktop Chrome'], launchOptions: headlessShellLaunchOptions },
    },
    {
      name: 'full browser',
      testMatch: fullBrowserTests,
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions },
    },
  ],
  // Started one after another, in this order.
  webServer: [
    {
      // The compiled server production runs (`npm run build` first), on a fresh embedded database
      // and mail folder for every run.
      command: 'rm -rf .e2e-data && node build/server/server.js',
      url: `${shop.url}/readyz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        ...quietServer,
        PORT: String(shop.port),
        DATA_DIR: '.e2e-data',
        PUBLIC_URL: shop.url,
        ADMIN_EMAIL: process.env.E2E_ADMIN_EMAIL,
        ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD,
      },
    },
    {
      // A real SMTP server on a free port. Playwright stores the named group of the line it waits
      // for in process.env, which the next server's command inherits.
      name: 'SMTP sink',
      command: `node --import tsx tests/e2e/smtp-sink.ts ${smtpInbox}`,
      wait: { stdout: /SMTP sink listening on port (?<e2e_smtp_port>\d+)/ },
      timeout: 30_000,
    },
    {
      // A second shop, on its own data, that sends its mail to that SMTP server.
      command:
        'rm -rf .e2e-data-smtp && SMTP_URL="smtp://127.0.0.1:$E2E_SMTP_PORT" node build/server/server.js',
      url: `${smtpShop.url}/readyz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        ...quietServer,
        PORT: String(smtpShop.port),
        DATA_DIR: '.e2e-data-smtp',
        PUBLIC_URL: smtpShop.url,
      },
    },
    {
      // A third shop at a domain name (localhost), where browsers allow passkeys, on its own data
      // and with its own owner: the second-factor tests change that owner's sign-in and the
      // policy for all its staff.
      command: `rm -rf ${passkeyShop.dataDir} && node build/server/server.js`,
      url: `http://127.0.0.1:${passkeyShop.port}/readyz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        ...quietServer,
        PORT: String(passkeyShop.port),
        DATA_DIR: passkeyShop.dataDir,
        PUBLIC_URL: passkeyShop.url,
        ADMIN_EMAIL: process.env.E2E_PASSKEY_ADMIN_EMAIL,
        ADMIN_PASSWORD: process.env.E2E_PASSKEY_ADMIN_PASSWORD,
      },
    },
  ],
});
