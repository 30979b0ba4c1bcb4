/**
 * `npm run test:scale`: starts three shop processes on one PostgreSQL and one Redis, each with its
 * own DATA_DIR, behind a round-robin proxy, and proves the shop's guarantees hold across them and
 * through faults (README: Reliability). Prints what was tried and what held; exits non-zero if
 * anything did not hold.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { portSource } from '../../bench/ports.ts';
import { stopAllGroupsNow } from '../../bench/process-group.ts';
import { staleReason } from '../../scripts/build-stamp.mjs';
import { ClientAddresses } from './client.ts';
import { Cluster } from './cluster.ts';
import { knownGapOf } from './known-gaps.ts';
import { MailSink } from './mail-sink.ts';
import { parseOptions, type ScaleOptions, USAGE } from './options.ts';
import { type Outcome, passed, renderTable, type ScenarioReport } from './report.ts';
import { createScaleDatabase } from './scale-database.ts';
import type { ScaleRun, Scenario, SeparateRun, SeparateScenario } from './scale-run.ts';
import { onMainCluster, onTheirOwn } from './scenarios/index.ts';

const PROCESSES = 3;

/** Builds first when the build is missing or older than the sources, as `npm start` does. */
function ensureBuild(): void {
  // PUBLIC_URL and PORT differ per run here; pages built for another origin serve just as well.
  const reason = staleReason(path.resolve('.'), undefined);
  if (!reason) return;
  console.log(`Building first: ${reason}.`);
  execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
}

async function attempt(
  scenario: Scenario | SeparateScenario,
  run: () => Promise<Outcome>,
): Promise<ScenarioReport> {
  const started = performance.now();
  process.stdout.write(`… ${scenario.name}\n`);
  let outcome: Outcome;
  try {
    outcome = await run();
  } catch (error) {
    const message = (error as Error).stack ?? String(error);
    console.error(`  ${scenario.name} stopped: ${message}`);
    outcome = {
      checks: [
        {
          measure: 'ran to the end',
          expected: 'yes',
          actual: String((error as Error).message).split('\n')[0] ?? 'no',
          held: false,
        },
      ],
    };
  }
  const seconds = (performance.now() - started) / 1000;
  return {
    name: scenario.name,
    tried: scenario.tried,
    outcome,
    seconds,
    knownGap: knownGapOf(scenario.name),
  };
}

function selected<T extends { key: string }>(scenarios: T[], only: string[]): T[] {
  return only.length === 0
    ? scenarios
    : scenarios.filter((scenario) => only.includes(scenario.key));
}

async function runMainCluster(
  options: ScaleOptions,
  base: SeparateRun,
  scenarios: Scenario[],
  workDir: string,
): Promise<ScenarioReport[]> {
  const sink = new MailSink(await base.nextPort(), path.join(workDir, 'smtp'));
  await sink.start();
  const db = await createScaleDatabase(options.adminDatabaseUrl, 'main');
  const admin = {
    email: `owner-${base.runId}@example.com`,
    password: randomBytes(18).toString('base64url'),
  };
  let cluster: Cluster | undefined;
  try {
    cluster = await Cluster.start({
      label: 'main',
      processes: PROCESSES,
      node: options.node,
      nextPort: base.nextPort,
      env: {
        DATABASE_URL: db.url,
        REDIS_URL: options.redisUrl,
        SMTP_URL: sink.smtpUrl,
        PAYMENTS_PROVIDER: 'test',
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
      },
    });
    console.log(
      `${PROCESSES} processes (${cluster.processes.map((shop) => shop.origin).join(', ')}) behind ${cluster.url}`,
    );
    const run: ScaleRun = { ...base, cluster, db, sink, admin, heldByKilledProcess: new Set() };
    const reports = [];
    for (const scenario of scenarios)
      reports.push(await attempt(scenario, () => scenario.run(run)));
    return reports;
  } finally {
    await cluster?.stop();
    await sink.stop();
    await db.drop();
  }
}

async function main(): Promise<void> {
  let options: ScaleOptions;
  try {
    options = parseOptions(process.argv.slice(2), process.env);
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
  const keys = [...onMainCluster, ...onTheirOwn].map((scenario) => scenario.key);
  const unknown = options.only.filter((key) => !keys.includes(key));
  if (unknown.length > 0) {
    console.error(`Unknown scenario ${unknown.join(', ')}; the scenarios are ${keys.join(', ')}.`);
    process.exit(2);
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopAllGroupsNow();
      process.exit(130);
    });
  }

  ensureBuild();
  const started = performance.now();
  const nodeVersion = execFileSync(options.node, ['--version'], { encoding: 'utf8' }).trim();
  console.log(`test:scale: the shop's processes run on Node ${nodeVersion} (${options.node})`);
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'cryptomaton-scale-'));
  const base = {
    options,
    addresses: new ClientAddresses(),
    nextPort: portSource(options.port),
    runId: `${process.pid}-${randomBytes(3).toString('hex')}`,
  };
  const reports: ScenarioReport[] = [];
  try {
    const main = selected(onMainCluster, options.only);
    if (main.length > 0) reports.push(...(await runMainCluster(options, base, main, workDir)));
    for (const scenario of selected(onTheirOwn, options.only)) {
      reports.push(await attempt(scenario, () => scenario.run(base)));
    }
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }

  const minutes = (performance.now() - started) / 60_000;
  console.log(`\n${renderTable(reports)}`);
  console.log(`Node ${nodeVersion}, ${PROCESSES} processes, ${minutes.toFixed(1)} minutes.`);
  process.exitCode = passed(reports) ? 0 : 1;
}

main().catch((error: unknown) => {
  stopAllGroupsNow();
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
