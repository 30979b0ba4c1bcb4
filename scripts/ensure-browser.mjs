// Browser tests run in Debian's Chromium builds (never a downloaded browser): most in its headless
// shell, the font-swap tests in the full browser (tests/e2e/chromium.ts). Install what is missing
// when we are root; otherwise say exactly what to do.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const browsers = [
  {
    path: process.env.CHROMIUM_PATH || '/usr/lib/chromium/chromium',
    variable: 'CHROMIUM_PATH',
    debianPackage: 'chromium',
  },
  {
    path: process.env.CHROMIUM_SHELL_PATH || '/usr/lib/chromium/chromium-headless-shell',
    variable: 'CHROMIUM_SHELL_PATH',
    debianPackage: 'chromium-headless-shell',
  },
];

const missing = browsers.filter((browser) => !existsSync(browser.path));
if (missing.length === 0) process.exit(0);

const packages = [...missing.map((browser) => browser.debianPackage), 'fonts-liberation'];
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(
    `${missing.map((browser) => `${browser.debianPackage} was not found at ${browser.path}`).join('\n')}\n` +
      `Install Debian's build with:  sudo apt-get update && sudo apt-get install -y ${packages.join(' ')}\n` +
      `or point ${missing.map((browser) => browser.variable).join(' and ')} at a Chromium binary.`,
  );
  process.exit(1);
}

console.log(`Installing Debian's ${packages.join(', ')} (one time)...`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
execFileSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env });
const stillMissing = missing.filter((browser) => !existsSync(browser.path));
if (stillMissing.length > 0) {
  console.error(
    `apt-get finished but ${stillMissing.map((browser) => browser.path).join(' and ')} is still missing.`,
  );
  process.exit(1);
}
