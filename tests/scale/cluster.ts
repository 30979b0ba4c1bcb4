import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { RoundRobinProxy } from './proxy.ts';
import { ShopProcess } from './shop-process.ts';

export interface ClusterSettings {
  label: string;
  processes: number;
  node: string;
  nextPort: () => Promise<number>;
  /** What every process shares: DATABASE_URL, SMTP_URL, payment settings… */
  env: Record<string, string>;
}

/**
 * The Redis key prefix of one cluster, new for each: runs minutes apart share this machine's
 * Redis, where a rate-limit count lives 15 minutes. A run that drew the same client addresses as
 * an earlier one found its limit already used up (CI: 0 of 5 requests accepted).
 */
export function clusterKeyPrefix(label: string): string {
  return `cryptomaton-scale-${label}-${randomBytes(8).toString('hex')}:`;
}

/**
 * Several shop processes on one database, each with a DATA_DIR of its own (as separate machines
 * have), behind one round-robin proxy whose address is the shop's PUBLIC_URL.
 */
export class Cluster {
  private constructor(
    readonly url: string,
    readonly proxy: RoundRobinProxy,
    readonly processes: ShopProcess[],
    private readonly dataDirs: string[],
  ) {}

  static async start(settings: ClusterSettings): Promise<Cluster> {
    const ports: number[] = [];
    for (let index = 0; index < settings.processes; index += 1) {
      ports.push(await settings.nextPort());
    }
    const names = ports.map((_, index) => `p${index + 1}`);
    const proxy = new RoundRobinProxy(
      names.map((name, index) => ({ name, port: ports[index] ?? 0 })),
    );
    const url = `http://127.0.0.1:${await proxy.listen(await settings.nextPort())}`;
    const dataDirs: string[] = [];
    const processes: ShopProcess[] = [];
    // One shop: its processes count together, apart from every other cluster's.
    const redisKeyPrefix = clusterKeyPrefix(settings.label);
    for (const [index, name] of names.entries()) {
      const dataDir = await mkdtemp(
        path.join(os.tmpdir(), `cryptomaton-scale-${settings.label}-${name}-`),
      );
      dataDirs.push(dataDir);
      processes.push(
        new ShopProcess(name, ports[index] ?? 0, settings.node, {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          NODE_ENV: 'production',
          HOST: '127.0.0.1',
          PORT: String(ports[index]),
          DATA_DIR: dataDir,
          PUBLIC_URL: url,
          // One load balancer in front: as the deployment guide sets it.
          TRUST_PROXY: '1',
          LOG_LEVEL: 'warn',
          REDIS_KEY_PREFIX: redisKeyPrefix,
          ...settings.env,
        }),
      );
    }
    const cluster = new Cluster(url, proxy, processes, dataDirs);
    try {
      // The first creates the schema and the sample content; the others then start side by side.
      const [first, ...others] = processes;
      await first?.start();
      await Promise.all(others.map((shop) => shop.start()));
    } catch (error) {
      await cluster.stop();
      throw error;
    }
    return cluster;
  }

  process(name: string): ShopProcess {
    const found = this.processes.find((shop) => shop.name === name);
    if (!found) throw new Error(`no process ${name}`);
    return found;
  }

  dataDirOf(name: string): string {
    return this.dataDirs[this.processes.indexOf(this.process(name))] ?? '';
  }

  async stop(): Promise<void> {
    await Promise.all(this.processes.map((shop) => shop.stop()));
    await this.proxy.close();
    await Promise.all(this.dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  }
}
