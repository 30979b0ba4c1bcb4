/**
 * Debian's Chromium, never a downloaded browser (scripts/ensure-browser.mjs installs it), with the
 * flags this machine's closed network needs.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/lib/chromium/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
    '--no-first-run',
  ],
};
