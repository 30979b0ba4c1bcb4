import type { ClientAddresses } from './client.ts';
import type { Cluster } from './cluster.ts';
import type { MailSink } from './mail-sink.ts';
import type { ScaleOptions } from './options.ts';
import type { Outcome } from './report.ts';
import type { ScaleDatabase } from './scale-database.ts';
import type { AdminCredentials } from './shop-calls.ts';

/** What every scenario is given: the shop's processes behind the proxy and the means to count. */
export interface ScaleRun {
  options: ScaleOptions;
  /** Three processes on the test payment provider, sending mail to `sink`. */
  cluster: Cluster;
  db: ScaleDatabase;
  sink: MailSink;
  admin: AdminCredentials;
  addresses: ClientAddresses;
  nextPort: () => Promise<number>;
  /** A unique text for this run, for names and addresses that must not clash with earlier runs. */
  runId: string;
  /** Outbox ids a killed process held mid-send: they may arrive twice (killed-process.ts). */
  heldByKilledProcess: Set<number>;
}

export interface Scenario {
  /** For `--only`. */
  key: string;
  name: string;
  /** What is tried, in a line. */
  tried: string;
  run(run: ScaleRun): Promise<Outcome>;
}

/**
 * A scenario that brings processes of its own (another payment provider) and needs only the
 * run's options and helpers, not the main cluster.
 */
export interface SeparateScenario extends Omit<Scenario, 'run'> {
  run(run: SeparateRun): Promise<Outcome>;
}

/** What a scenario with processes of its own is given. */
export type SeparateRun = Omit<
  ScaleRun,
  'cluster' | 'db' | 'sink' | 'admin' | 'heldByKilledProcess'
>;
