import type pg from 'pg';

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
    try {
      const { rows } = await connection.query<{ locked: boolean | null }>(
        `select ${take}($1) as locked`,
        [lockKeys[name]],
      );
      // pg_advisory_lock returns void (null here): it waited until the lock was ours.
      if (rows[0]?.locked === false) return { ran: false };
      try {
        return { ran: true, value: await job() };
      } finally {
        await connection.query('select pg_advisory_unlock($1)', [lockKeys[name]]);
      }
    } finally {
      connection.release();
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
