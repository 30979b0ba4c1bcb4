import type pg from 'pg';
import { isDatabaseUnavailable } from './unavailable.ts';

/**
 * The work that must never run twice at once across the shop's processes, each with its
 * PostgreSQL advisory lock key. Any constants work; they only have to be the same in every
 * process, and distinct (a job that takes one lock while holding another must not share its key).
 */
export const lockKeys = {
  migrations: 7_149_001,
  artHoldSweep: 7_149_002,
  samplePackage: 7_149_003,
  packageRebuild: 7_149_004,
  reconciliation: 7_149_005,
  fileSweep: 7_149_006,
  updateMail: 7_149_020,
  discountUseSweep: 7_149_030,
  mailRetention: 7_149_040,
  taxRecords: 7_149_050,
} as const;

export type LockName = keyof typeof lockKeys;

export type LockedRun<T> = { ran: true; value: T } | { ran: false };

/** Runs jobs under a named lock shared by every process on the same database. */
export interface JobLocks {
  /** Runs `job` unless another holder runs it right now (a periodic sweep skips a turn). */
  runUnlessBusy<T>(name: LockName, job: () => Promise<T>): Promise<LockedRun<T>>;
  /** Runs `job` once the current holder is done (a rebuild must see the latest state). */
  runInTurn<T>(name: LockName, job: () => Promise<T>): Promise<T>;
}

/**
 * PostgreSQL: session advisory locks, each held on a connection of its own for the whole job, so
 * the job itself may use the pool freely (and several transactions). If the process dies, its
 * connection closes and the lock is released with it.
 */
export function postgresJobLocks(pool: pg.Pool): JobLocks {
  async function underLock<T>(
    name: LockName,
    take: 'pg_try_advisory_lock' | 'pg_advisory_lock',
    job: () => Promise<T>,
  ): Promise<LockedRun<T>> {
    const connection = await pool.connect();
    let lost: unknown;
    try {
      const { rows } = await connection.query<{ locked: boolean | null }>(
        `select ${take}($1) as locked`,
        [lockKeys[name]],
      );
      // pg_advisory_lock returns void (null here): it waited until the lock was ours.
      if (rows[0]?.locked === false) return { ran: false };
      const value = await job();
      lost = await unlock(connection, name);
      return { ran: true, value };
    } catch (error) {
      lost = error;
      throw error;
    } finally {
      // A connection that failed is closed rather than lent again.
      connection.release(lost instanceof Error ? lost : undefined);
    }
  }
  /**
   * A job that failed keeps its error; one whose connection was lost meanwhile (a restart of
   * PostgreSQL) has still done its work, and its lock ended with the connection: nothing to undo.
   */
  async function unlock(connection: pg.PoolClient, name: LockName): Promise<unknown> {
    try {
      await connection.query('select pg_advisory_unlock($1)', [lockKeys[name]]);
      return undefined;
    } catch (error) {
      if (isDatabaseUnavailable(error)) return error;
      throw error;
    }
  }
  return {
    runUnlessBusy: (name, job) => underLock(name, 'pg_try_advisory_lock', job),
    runInTurn: async (name, job) => {
      const run = await underLock(name, 'pg_advisory_lock', job);
      if (!run.ran) throw new Error(`advisory lock ${name} was not taken`);
      return run.value;
    },
  };
}

/**
 * Embedded PGlite lives in one process, so a lock in memory is the whole story. (PGlite has one
 * connection: a lock held on it while the job queries through it would wait for itself.)
 */
export function inProcessJobLocks(): JobLocks {
  const tails = new Map<LockName, Promise<unknown>>();
  return {
    async runUnlessBusy(name, job) {
      if (tails.has(name)) return { ran: false };
      return { ran: true, value: await this.runInTurn(name, job) };
    },
    runInTurn(name, job) {
      const previous = tails.get(name) ?? Promise.resolve();
      const run = previous.catch(() => undefined).then(job);
      const tail = run.catch(() => undefined);
      tails.set(name, tail);
      void tail.then(() => {
        if (tails.get(name) === tail) tails.delete(name);
      });
      return run;
    },
  };
}
