import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { adminLoginFailures } from '../db/schema.ts';

/** A sliding window: at most `max` attempts in the last `seconds`. */
export interface AttemptWindow {
  key: string;
  max: number;
  seconds: number;
}

export type TakenAttempt =
  | { taken: true; /** Uncounts this attempt (it succeeded). */ giveBack(): Promise<void> }
  | { taken: false; retryAfterSeconds: number };

/** Where attempts are counted: the database, or Redis when every process shares one. */
export interface AttemptWindows {
  /**
   * Counts one attempt in every window, or in none when one of them is full (then says how long
   * until it has room). Atomic: any number of parallel callers, in any number of processes,
   * never put more than `max` attempts in a window.
   */
  take(windows: readonly AttemptWindow[]): Promise<TakenAttempt>;
  /** Forgets every attempt counted in these windows. */
  forget(keys: readonly string[]): Promise<void>;
}

/**
 * Advisory lock class of the sign-in windows (the two-key form, so it can never meet the job
 * locks' single keys in db/advisory-lock.ts): one lock per window key, taken in key order.
 */
const WINDOW_LOCK_CLASS = 7_149_101;

const byKey = (a: AttemptWindow, b: AttemptWindow) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/**
 * Attempt windows in the database (`admin_login_failures`), for a shop without Redis. A take
 * locks its windows' keys for its transaction, then counts and records: a parallel take of the
 * same window, from any process on the same PostgreSQL, waits and then sees this one's row.
 */
export function databaseAttemptWindows(db: Db, longestSeconds: number): AttemptWindows {
  const table = adminLoginFailures;
  const since = (seconds: number) => sql`now() - make_interval(secs => ${seconds})`;
  return {
    async take(windows) {
      const outcome = await db.transaction(
        async (tx): Promise<{ wait: number } | { ids: number[] }> => {
          const ordered = [...windows].sort(byKey);
          for (const { key } of ordered) {
            await tx.execute(
              sql`select pg_advisory_xact_lock(${WINDOW_LOCK_CLASS}, hashtext(${key}))`,
            );
          }
          let wait = 0;
          for (const { key, max, seconds } of ordered) {
            // The max-th newest attempt in the window: while it is there, the window is full, and
            // it has room again when that attempt leaves it.
            const [full] = await tx
              .select({
                leavesIn: sql<number>`ceil(extract(epoch from ${table.failedAt} + make_interval(secs => ${seconds}) - now()))::int`,
              })
              .from(table)
              .where(and(eq(table.key, key), gt(table.failedAt, since(seconds))))
              .orderBy(desc(table.failedAt))
              .offset(max - 1)
              .limit(1);
            if (full) wait = Math.max(wait, full.leavesIn, 1);
          }
          if (wait > 0) return { wait };
          const rows = await tx
            .insert(table)
            .values(ordered.map(({ key }) => ({ key })))
            .returning({ id: table.id });
          return { ids: rows.map((row) => row.id) };
        },
      );
      if ('wait' in outcome) return { taken: false, retryAfterSeconds: outcome.wait };
      await prune();
      return {
        taken: true,
        giveBack: async () => {
          await db.delete(table).where(inArray(table.id, outcome.ids));
        },
      };
    },
    async forget(keys) {
      if (keys.length > 0) await db.delete(table).where(inArray(table.key, [...keys]));
    },
  };

  /**
   * Old attempts count for nothing; drop them as we go so the table stays small. Rows another
   * request is dropping right now are skipped, so two prunes never wait for each other.
   */
  async function prune(): Promise<void> {
    await db.execute(sql`delete from ${table} where ${table.id} in (
      select ${table.id} from ${table} where ${table.failedAt} < ${since(longestSeconds)}
      limit 500 for update skip locked)`);
  }
}
