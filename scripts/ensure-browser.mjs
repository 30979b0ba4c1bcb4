// Browser tests run in Debian's Chromium (never a downloaded browser). Install it when missing
// and we are root; otherwise say exactly what to do.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/lib/chromium/chromium';

if (existsSync(CHROMIUM)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(
    `Chromium was not found at ${CHROMIUM}.\n` +
      "Install Debian's build with:  sudo apt-get update && sudo apt-get install -y chromium\n" +
      'or point CHROMIUM_PATH at a Chromium binary.',
  );
  process.exit(1);
}

console.log("Chromium is missing: installing Debian's chromium package (one time)...");
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
execFileSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-liberation'], {
  stdio: 'inherit',
  env,
});
if (!existsSync(CHROMIUM)) {
  console.error(`apt-get finished but ${CHROMIUM} is still missing.`);
  process.exit(1);
}
