// Whether build/ still matches the sources, so `npm start` rebuilds only when something changed.
// Plain JavaScript: the launcher decides before any TypeScript tooling is loaded.
//
//   node scripts/build-stamp.mjs    (last step of `npm run build`: records a complete build)
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Written last by `npm run build`, so a build cut off part-way never counts as complete. */
export const STAMP_FILE = 'build/build-stamp.json';

/** What the build reads besides files: prerendered pages carry these (scripts/build-constants.ts). */
export const BUILD_ENV = ['PUBLIC_URL', 'PORT', 'SELLER_NAME', 'SELLER_ADDRESS', 'SETUP_VIDEO_URL'];

/** Everything the build reads from the repository; folders are walked whole. */
export const BUILD_INPUTS = [
  'src',
  'public',
  'scripts',
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'react-router.config.ts',
  'tsconfig.json',
];

const TEST_FILE = /\.test\.tsx?$/;

const buildEnv = (env) => Object.fromEntries(BUILD_ENV.map((name) => [name, env[name] ?? '']));

export function writeBuildStamp(root, env = process.env) {
  writeFileSync(path.join(root, STAMP_FILE), JSON.stringify({ env: buildEnv(env) }, null, 2));
}

/**
 * Why the build must be made again, or null when the existing one is up to date. `env` is given
 * when pages will be served: the operator CLIs serve none, so their variables do not matter.
 */
export function staleReason(root, env) {
  const stampPath = path.join(root, STAMP_FILE);
  if (!existsSync(stampPath)) return 'there is no complete build yet';
  const builtAt = statSync(stampPath).mtimeMs;
  if (env) {
    const builtWith = JSON.parse(readFileSync(stampPath, 'utf8')).env ?? {};
    const now = buildEnv(env);
    const changed = BUILD_ENV.find((name) => (builtWith[name] ?? '') !== now[name]);
    if (changed) return `${changed} differs from the one the build used`;
  }
  for (const input of BUILD_INPUTS) {
    const newer = newerFile(path.join(root, input), builtAt);
    if (newer) return `${path.relative(root, newer)} changed since the last build`;
  }
  return null;
}

function newerFile(file, than) {
  if (!existsSync(file)) return null;
  const stats = statSync(file);
  if (!stats.isDirectory()) return stats.mtimeMs > than ? file : null;
  for (const entry of readdirSync(file, { recursive: true, withFileTypes: true })) {
    // Tests are not part of the build; editing one needs no rebuild.
    if (!entry.isFile() || TEST_FILE.test(entry.name)) continue;
    const inner = path.join(entry.parentPath, entry.name);
    if (statSync(inner).mtimeMs > than) return inner;
  }
  return null;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeBuildStamp(process.cwd());
}
