import path from 'node:path';
import { groupRssMb, type ProcessGroup, startGroup } from '../../bench/process-group.ts';
import { waitForOk } from '../../bench/readiness.ts';

const READY_TIMEOUT_MS = 180_000;
const SERVER_ENTRY = path.resolve('build/server/server.js');

/** One of the shop's server processes, as one machine behind the load balancer runs it. */
export class ShopProcess {
  private group: ProcessGroup | undefined;
  private exitedAt: number | undefined;

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly node: string,
    private readonly env: NodeJS.ProcessEnv,
  ) {}

  get origin(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Starts `node build/server/server.js` and waits until `/readyz` answers 200. */
  async start(): Promise<void> {
    const group = startGroup(this.node, [SERVER_ENTRY], { env: this.env });
    this.group = group;
    this.exitedAt = undefined;
    void group.exited.then(() => {
      if (this.group === group) this.exitedAt = Date.now();
    });
    try {
      await waitForOk(`${this.origin}/readyz`, {
        timeoutMs: READY_TIMEOUT_MS,
        gaveUp: group.exited,
      });
    } catch (error) {
      await group.stop();
      throw new Error(
        `${this.name} did not start: ${(error as Error).message}\n${group.output()}`,
        {
          cause: error,
        },
      );
    }
  }

  /** Sends a signal (SIGKILL: the machine dies; SIGTERM: a rolling restart) and returns its exit. */
  signal(signal: NodeJS.Signals): Promise<number | null> {
    const group = this.current();
    process.kill(group.pid, signal);
    return group.exited;
  }

  /** Whether it is still running (it may have died on its own). */
  get running(): boolean {
    return this.group !== undefined && this.exitedAt === undefined;
  }

  /** Resident memory of the process and whatever it started, in MB. */
  rssMb(): Promise<number> {
    return groupRssMb(this.current().pid);
  }

  /** What it printed last, to explain a failure. */
  output(): string {
    return this.group?.output() ?? '';
  }

  async stop(): Promise<void> {
    await this.group?.stop();
  }

  private current(): ProcessGroup {
    if (!this.group) throw new Error(`${this.name} was never started`);
    return this.group;
  }
}
