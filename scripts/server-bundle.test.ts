import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { build, type Metafile } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { runtimePackages, serverBuildOptions } from './server-bundle.ts';

/** `pg`, `@fastify/static` from `pg/lib/x`, `@fastify/static/y`; node builtins left out. */
function packageName(specifier: string): string | null {
  if (specifier.startsWith('node:') || builtinModules.includes(specifier.split('/')[0] ?? '')) {
    return null;
  }
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? null);
}

/**
 * React Router's build looks for these in `dependencies` (not `devDependencies`) to pick the
 * server runtime it prerenders with, unless the app has an `entry.server.tsx` of its own. The
 * server never imports them.
 */
const READ_BY_THE_BUILD_FROM_DEPENDENCIES = ['@react-router/node', 'isbot'];

const STATIC = ['import-statement'];
const ANY = ['import-statement', 'dynamic-import'];

function serverOutput(metafile: Metafile): string {
  const server = Object.keys(metafile.outputs).find((name) => name.endsWith('/server.js'));
  if (!server) throw new Error('no server.js in the build');
  return server;
}

/** The output files `entry` loads through imports of the given kinds, itself included. */
function reachable(metafile: Metafile, entry: string, kinds: string[]): Set<string> {
  const found = new Set([entry]);
  const queue = [entry];
  for (let file = queue.pop(); file; file = queue.pop()) {
    for (const { path: imported, kind, external } of metafile.outputs[file]?.imports ?? []) {
      if (external || !kinds.includes(kind) || found.has(imported)) continue;
      found.add(imported);
      queue.push(imported);
    }
  }
  return found;
}

/**
 * Whether these output files import `name` (a package or a package's subpath) through imports of
 * the given kinds, or contain it.
 */
function uses(metafile: Metafile, files: Set<string>, name: string, kinds: string[]): boolean {
  return [...files].some((file) => {
    const output = metafile.outputs[file]!;
    const imports = output.imports.some(
      (entry) =>
        entry.external &&
        kinds.includes(entry.kind) &&
        (entry.path === name || entry.path.startsWith(`${name}/`)),
    );
    return (
      imports || Object.keys(output.inputs).some((input) => input.includes(`node_modules/${name}/`))
    );
  });
}

describe('the compiled server', () => {
  const outdir = mkdtempSync(path.join(os.tmpdir(), 'server-bundle-'));
  let metafile: Metafile;
  beforeAll(async () => {
    metafile = (await build({ ...serverBuildOptions(outdir), logLevel: 'silent' })).metafile!;
  });

  it('imports at run time exactly the packages listed in dependencies', () => {
    const imported = new Set<string>();
    for (const output of Object.values(metafile.outputs)) {
      for (const { path: specifier, external } of output.imports) {
        const name = external ? packageName(specifier) : null;
        if (name) imported.add(name);
      }
    }
    const runtime = runtimePackages().filter(
      (name) => !READ_BY_THE_BUILD_FROM_DEPENDENCIES.includes(name),
    );
    expect([...imported].sort()).toEqual(runtime.sort());
  });

  // Idle memory on PostgreSQL is a goal (docs/performance.md): each of these is loaded by the
  // feature or the database engine that needs it, never by every process at start.
  it('loads payments, mail, uploads, zips, images, PDFs, each database driver, Redis and metrics only when they are used', () => {
    const server = serverOutput(metafile);
    const atStart = reachable(metafile, server, STATIC);
    const ever = reachable(metafile, server, ANY);
    const onDemand = [
      // Stripe alone is 220 files and 20 MB; the test provider never needs it.
      'stripe',
      'nodemailer',
      'file-type',
      'yazl',
      'sharp',
      'pdf-lib',
      '@electric-sql/pglite',
      'drizzle-orm/pglite',
      'drizzle-orm/node-postgres',
      'pg',
      'ioredis',
      'prom-client',
    ];
    for (const lazy of onDemand) {
      expect(uses(metafile, ever, lazy, ANY), `${lazy} is used`).toBe(true);
      expect(uses(metafile, atStart, lazy, STATIC), `${lazy} loaded at start`).toBe(false);
    }
  });

  it('compiles in the packages it does not import at run time', () => {
    const atStart = reachable(metafile, serverOutput(metafile), STATIC);
    for (const name of ['fastify', 'zod', 'drizzle-orm']) {
      expect(uses(metafile, atStart, name, STATIC), name).toBe(true);
    }
  });

  it('finds every file it reads beside its own modules', () => {
    for (const file of Object.keys(metafile.outputs).filter((name) => name.endsWith('.js'))) {
      const code = readFileSync(file, 'utf8');
      for (const match of code.matchAll(
        /new URL\(\s*["'](\.\/[^"']+)["']\s*,\s*import\.meta\.url/g,
      )) {
        expect(existsSync(path.join(path.dirname(file), match[1] as string)), match[1]).toBe(true);
      }
    }
  });

  it('reads at least the migrations, the password list and the usage rights that way', () => {
    expect(existsSync(path.join(outdir, 'migrations', 'meta', '_journal.json'))).toBe(true);
    expect(existsSync(path.join(outdir, 'common-passwords.txt'))).toBe(true);
    expect(existsSync(path.join(outdir, 'usage-rights.md'))).toBe(true);
  });
  // V8 keeps each module's source while the process runs, at two bytes a character if one is not
  // ASCII: the zod chunk's comments alone doubled 3.6 MB of idle memory.
  it('writes every module in ASCII', () => {
    const modules = Object.keys(metafile.outputs).filter((file) => file.endsWith('.js'));
    expect(modules.length).toBeGreaterThan(5);
    const notAscii = modules.filter((file) => /[\u0080-\uffff]/.test(readFileSync(file, 'utf8')));
    expect(notAscii).toEqual([]);
  });
});
