import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds } from '../testing/test-database.ts';
import { inProcessJobLocks, type JobLocks } from './advisory-lock.ts';
import { type Database, openDatabase } from './client.ts';

/** A job that runs until the test lets it finish. */
function heldJob(log: string[], name: string) {
  let finish = () => {};
  const finished = new Promise<void>((resolve) => (finish = resolve));
  let started = () => {};
  const running = new Promise<void>((resolve) => (started = resolve));
  const job = async () => {
    log.push(`${name} start`);
    started();
    await finished;
    log.push(`${name} end`);
    return name;
  };
  return { job, running, finish };
}

/**
 * Two runners that stand for two server processes: on PostgreSQL, two connection pools on one
 * database; on PGlite (one process by nature), one database's in-memory locks.
 */
async function twoRunners(kind: 'pglite' | 'postgres', opened: Database[]): Promise<JobLocks[]> {
  if (kind === 'pglite') {
    const locks = inProcessJobLocks();
    return [locks, locks];
  }
  const first = await createTestDatabase('postgres');
  opened.push(first);
  if (!first.url) throw new Error('the PostgreSQL test database has no URL');
  const second = await openDatabase({ kind: 'postgres', url: first.url });
  opened.unshift(second);
  return [first.locks, second.locks];
}

describe.each(testDatabaseKinds())('job locks on %s', (kind) => {
  const opened: Database[] = [];
  afterEach(async () => {
    for (const database of opened.splice(0)) await database.close();
  });

  it('runs a job once when two runners try it at the same time, and again once it is free', async () => {
    const [a, b] = await twoRunners(kind, opened);
    const log: string[] = [];
    const first = heldJob(log, 'a');
    const runA = a!.runUnlessBusy('artHoldSweep', first.job);
    await first.running;
    expect(await b!.runUnlessBusy('artHoldSweep', async () => log.push('b ran'))).toEqual({
      ran: false,
    });
    first.finish();
    expect(await runA).toEqual({ ran: true, value: 'a' });
    expect(await b!.runUnlessBusy('artHoldSweep', async () => 'b')).toEqual({
      ran: true,
      value: 'b',
    });
    expect(log).toEqual(['a start', 'a end']);
  });

  it('makes the second runner wait its turn instead of skipping', async () => {
    const [a, b] = await twoRunners(kind, opened);
    const log: string[] = [];
    const first = heldJob(log, 'a');
    const runA = a!.runInTurn('packageRebuild', first.job);
    await first.running;
    const runB = b!.runInTurn('packageRebuild', async () => {
      log.push('b ran');
      return 'b';
    });
    // Long enough for b to have run, were it not waiting for the lock.
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(log).toEqual(['a start']);
    first.finish();
    expect(await Promise.all([runA, runB])).toEqual(['a', 'b']);
    expect(log).toEqual(['a start', 'a end', 'b ran']);
  });

  it('lets different jobs run side by side', async () => {
    const [a, b] = await twoRunners(kind, opened);
    const first = heldJob([], 'a');
    const runA = a!.runUnlessBusy('artHoldSweep', first.job);
    await first.running;
    expect(await b!.runUnlessBusy('samplePackage', async () => 'other')).toEqual({
      ran: true,
      value: 'other',
    });
    first.finish();
    await runA;
  });

  it('frees the lock when a job fails', async () => {
    const [a, b] = await twoRunners(kind, opened);
    await expect(
      a!.runInTurn('packageRebuild', async () => {
        throw new Error('disk full');
      }),
    ).rejects.toThrow('disk full');
    expect(await b!.runUnlessBusy('packageRebuild', async () => 'after')).toEqual({
      ran: true,
      value: 'after',
    });
  });
});
