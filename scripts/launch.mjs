// `npm start`, `npm run admin`, `npm run products`, `npm run backup`, `npm run restore`: builds
// only when the build is missing or older than the sources, then runs the compiled entry in this
// same process.
//
//   node scripts/launch.mjs server|admin|products|backup|restore [arguments…]
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { staleReason } from './build-stamp.mjs';

const ENTRIES = ['server', 'admin', 'products', 'backup', 'restore'];
const root = path.resolve(import.meta.dirname, '..');
const [entry = '', ...args] = process.argv.slice(2);
if (!ENTRIES.includes(entry)) {
  console.error(`usage: node scripts/launch.mjs ${ENTRIES.join('|')} [arguments…]`);
  process.exit(2);
}
const entryFile = path.join(root, 'build', 'server', `${entry}.js`);

const reason = staleReason(root, entry === 'server' ? process.env : undefined);
if (reason) {
  // `npm install --omit=dev` leaves out the build tools: a production copy serves what it has.
  const canBuild = existsSync(path.join(root, 'node_modules', '@react-router', 'dev'));
  if (canBuild || !existsSync(entryFile)) {
    // The build talks on stderr so a CLI's own output (`npm run admin -- list`) stays clean.
    console.error(`Building first: ${reason}.`);
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 2, 2] });
    if (build.status !== 0) process.exit(build.status ?? 1);
  } else {
    console.error(`Build tools not installed: using the existing build although ${reason}.`);
  }
}

// The entry reads its own arguments as if it had been started directly.
process.argv.splice(1, process.argv.length - 1, entryFile, ...args);
await import(pathToFileURL(entryFile).href);
