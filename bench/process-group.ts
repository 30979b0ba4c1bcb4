import { type ChildProcess, spawn } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';

const STOP_GRACE_MS = 10_000;
const KEPT_OUTPUT_CHARS = 4_000;

/** A command running in a process group of its own, so it is stopped with all its children. */
export interface ProcessGroup {
  pid: number;
  /** The last few thousand characters it printed, to explain a failure. */
  output: () => string;
  exited: Promise<number | null>;
  stop: () => Promise<void>;
}

const running = new Set<ProcessGroup>();

export function startGroup(
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; cwd?: string } = {},
): ProcessGroup {
  const child: ChildProcess = spawn(command, args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (child.pid === undefined) throw new Error(`could not start ${command}`);
  const pid = child.pid;
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-KEPT_OUTPUT_CHARS);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));

  const group: ProcessGroup = {
    pid,
    output: () => output,
    exited,
    stop: async () => {
      running.delete(group);
      if (child.exitCode !== null || child.signalCode !== null) return;
      signalGroup(pid, 'SIGTERM');
      const timer = setTimeout(() => signalGroup(pid, 'SIGKILL'), STOP_GRACE_MS);
      await exited;
      clearTimeout(timer);
      // The leader may go first; whatever it started goes with it.
      signalGroup(pid, 'SIGKILL');
    },
  };
  running.add(group);
  return group;
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is already gone.
  }
}

/** Stops every group still running: on the bench's exit, a failure, or Ctrl-C. */
export function stopAllGroupsNow(): void {
  for (const group of running) signalGroup(group.pid, 'SIGKILL');
  running.clear();
}

/**
 * Resident memory of every process in a group, in MB (10^6 bytes), from /proc (Linux): the
 * server with whatever helpers it started.
 */
export async function groupRssMb(groupId: number): Promise<number> {
  let kib = 0;
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = await readFile(`/proc/${entry}/stat`, 'utf8');
      // Field 5 (process group) comes after the command name, which may hold spaces.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== groupId) continue;
      const status = await readFile(`/proc/${entry}/status`, 'utf8');
      kib += Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? 0);
    } catch {
      // The process ended while we read.
    }
  }
  return (kib * 1024) / 1e6;
}
