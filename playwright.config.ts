import { randomBytes } from 'node:crypto';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/e2e/chromium.ts';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${PORT}`;

const chromium = chromiumLaunchOptions;

// The e2e server's first admin. The password is new for every run and never written down: the
// config is evaluated again in each worker, which inherits this process's environment, so `??=`
// keeps one value for the server and every test (tests/e2e/admin-session.ts reads it).
process.env.E2E_ADMIN_EMAIL ??= 'owner@example.com';
process.env.E2E_ADMIN_PASSWORD ??= randomBytes(24).toString('base64url');

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: 'reports/playwright.json' }]]
    : [['list']],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: chromium,
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium } }],
  webServer: {
    // A fresh embedded database and mail folder for every run.
    command: 'rm -rf .e2e-data && node --import tsx src/server/server.ts',
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: '.e2e-data',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseURL,
      ADMIN_EMAIL: process.env.E2E_ADMIN_EMAIL,
      ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD,
    },
  },
});
