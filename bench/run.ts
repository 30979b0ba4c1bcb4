/**
 * `npm run bench`: builds the shop, measures its pages with Lighthouse on a low-tier and a mid-tier
 * phone (the host's CPU calibrated to each), each page beside its static copy, and
 * its server beside a bare one, and writes `bench/results/latest.md` and `latest.json`.
 * `docs/performance.md` says how to read them.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { chromiumVersion } from './chromium.ts';
import { benchAdminQueries } from './admin-queries.ts';
import { runDrop } from './drop-run.ts';
import { renderMarkdown } from './markdown.ts';
import { type BenchOptions, parseOptions, USAGE } from './options.ts';
import { benchPages } from './page-bench.ts';
import { pageFaultMicros } from './page-faults.ts';
import { portSource } from './ports.ts';
import { stopAllGroupsNow } from './process-group.ts';
import type { BenchResults } from './results-shape.ts';
import { benchServer } from './server-bench.ts';

const CLIENT_DIR = path.resolve('build/client');

function lighthouseVersion(): string {
  const manifest = createRequire(import.meta.url)('lighthouse/package.json') as {
    version: string;
  };
  return manifest.version;
}

function commit(): string {
  const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  // The results themselves change with every run; anything else uncommitted is worth saying.
  const dirty = execFileSync('git', ['status', '--porcelain', '--', '.', ':!bench/results'], {
    encoding: 'utf8',
  }).trim();
  return dirty ? `${sha} with uncommitted changes` : sha;
}

async function bench(options: BenchOptions): Promise<BenchResults> {
  const startedAt = new Date().toISOString();
  const measured = commit();
  const loadAverageAtStart = os.loadavg();
  const pageFaultsAtStart = pageFaultMicros();
  if (options.build) execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
  const nextPort = portSource(options.port);

  const profiles =
    options.pages.length > 0
      ? await benchPages({
          pages: options.pages,
          profiles: options.profiles,
          runs: options.runs,
          clientDir: CLIENT_DIR,
          nextPort,
        })
      : [];
  const server = options.server
    ? await benchServer({ seconds: options.seconds, api: options.api, nextPort })
    : null;
  const drop = options.drop ? await runDrop({ ...options.drop, nextPort }) : null;
  const adminQueries = options.adminQueries ? await benchAdminQueries() : null;

  return {
    startedAt,
    commit: measured,
    machine: {
      cpus: os.cpus().length,
      loadAverageAtStart,
      loadAverageAtEnd: os.loadavg(),
      pageFaultMicros: { atStart: pageFaultsAtStart, atEnd: pageFaultMicros() },
    },
    versions: {
      node: process.version,
      lighthouse: lighthouseVersion(),
      chromium: chromiumVersion(),
    },
    runsPerPage: options.runs,
    profiles,
    server,
    drop,
    adminQueries,
  };
}

async function main(): Promise<void> {
  let options: BenchOptions;
  try {
    options = parseOptions(process.argv.slice(2));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopAllGroupsNow();
      process.exit(130);
    });
  }
  const results = await bench(options);
  await mkdir(options.outDir, { recursive: true });
  const markdown = await writeFormatted(
    path.join(options.outDir, 'latest.md'),
    renderMarkdown(results),
  );
  await writeFormatted(path.join(options.outDir, 'latest.json'), JSON.stringify(results));
  console.log(
    `\n${markdown}\nWritten to ${path.join(options.outDir, 'latest.md')} and latest.json.`,
  );
}

/** Written as the repository's formatter would, so committed results pass its check. */
async function writeFormatted(file: string, text: string): Promise<string> {
  const formatted = await format(text, { ...(await resolveConfig(file)), filepath: file });
  await writeFile(file, formatted);
  return formatted;
}

main().catch((error: unknown) => {
  stopAllGroupsNow();
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
