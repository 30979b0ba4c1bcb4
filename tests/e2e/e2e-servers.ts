import path from 'node:path';

/*
 * The servers playwright.config.ts starts for the browser tests. E2E_PORT picks the first port;
 * the shop that mails over SMTP takes the next one.
 */
const port = Number(process.env.E2E_PORT ?? 3100);

/** The shop most tests use: no SMTP, so it keeps its mail as .eml files in .e2e-data/mail. */
export const shop = { port, url: `http://127.0.0.1:${port}` };

/** A second shop that sends its mail over SMTP to tests/e2e/smtp-sink.ts. */
export const smtpShop = { port: port + 1, url: `http://127.0.0.1:${port + 1}` };

/** Where the SMTP sink writes each mail it receives, as an .eml file. */
export const smtpInbox = path.resolve('.e2e-smtp-inbox');
