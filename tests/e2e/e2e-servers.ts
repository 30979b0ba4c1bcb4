import path from 'node:path';

/*
 * The servers playwright.config.ts starts for the browser tests. E2E_PORT picks the first port;
 * the shop that mails over SMTP takes the next one, the shop for passkeys the one after.
 */
const port = Number(process.env.E2E_PORT ?? 3100);

/** The shop most tests use: no SMTP, so it keeps its mail as .eml files in .e2e-data/mail. */
export const shop = { port, url: `http://127.0.0.1:${port}` };

/** A second shop that sends its mail over SMTP to tests/e2e/smtp-sink.ts. */
export const smtpShop = { port: port + 1, url: `http://127.0.0.1:${port + 1}` };

/**
 * A third shop, on its own data and with its own owner, at a domain name: browsers allow passkeys
 * only there (`localhost` counts), never at an address like 127.0.0.1. Tests that change its
 * owner's second factors or the policy for all staff run here, so the main shop's owner, whom
 * other tests sign in as in parallel, never meets a second step.
 */
export const passkeyShop = {
  port: port + 2,
  url: `http://localhost:${port + 2}`,
  dataDir: '.e2e-data-passkey',
};

/** Where the SMTP sink writes each mail it receives, as an .eml file. */
export const smtpInbox = path.resolve('.e2e-smtp-inbox');
