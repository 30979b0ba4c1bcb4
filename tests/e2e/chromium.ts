/**
 * Debian's Chromium builds, never a downloaded browser (scripts/ensure-browser.mjs installs them),
 * with the flags this machine's closed network needs.
 */
const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/** The full browser, as visitors run it: for what depends on how it sets text (font swaps). */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/lib/chromium/chromium',
  args,
};

/**
 * Chromium's headless shell (Debian's chromium-headless-shell), the browser Playwright itself
 * runs headless tests in. The same engine without the browser around it: the whole suite took a
 * third less time in it on 2 cores. Its text can wrap a few pixels differently from the full
 * browser's, so tests of font swaps run in the full browser (playwright.config.ts).
 */
export const headlessShellLaunchOptions = {
  executablePath: process.env.CHROMIUM_SHELL_PATH || '/usr/lib/chromium/chromium-headless-shell',
  args,
};
