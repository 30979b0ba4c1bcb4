import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { adminLoginFailures } from '../db/schema.ts';
import { createTestDatabase, testDatabaseKinds } from '../testing/test-database.ts';
import { type AttemptWindow, databaseAttemptWindows } from './attempt-windows.ts';

const pair: AttemptWindow = { key: 'pair:a', max: 2, seconds: 900 };
const account: AttemptWindow = { key: 'account:a', max: 3, seconds: 3600 };

describe.each(testDatabaseKinds())('attempt windows in the database on %s', (kind) => {
  let database: Database;
  beforeEach(async () => {
    database = await createTestDatabase(kind);
  });
  afterEach(async () => {
    await database.close();
  });
  const keys = async () =>
    (await database.db.select().from(adminLoginFailures)).map((row) => row.key).sort();

  it('counts in every window or in none, and says when a full one has room', async () => {
    const windows = databaseAttemptWindows(database.db, 3600);
    expect((await windows.take([pair, account])).taken).toBe(true);
    expect((await windows.take([pair, account])).taken).toBe(true);
    const refused = await windows.take([pair, account]);
    expect(refused).toEqual({ taken: false, retryAfterSeconds: expect.any(Number) });
    if (refused.taken) return;
    expect(refused.retryAfterSeconds).toBeGreaterThan(890);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(900);
    // The refused attempt was counted nowhere: the account window holds two, not three.
    expect(await keys()).toEqual(['account:a', 'account:a', 'pair:a', 'pair:a']);

    const other = await windows.take([{ ...pair, key: 'pair:b' }, account]);
    expect(other.taken).toBe(true);
    if (other.taken) await other.giveBack();
    await windows.forget(['pair:a']);
    expect(await keys()).toEqual(['account:a', 'account:a']);
  });

  it('lets no more than max through when many take at once', async () => {
    const windows = databaseAttemptWindows(database.db, 3600);
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, (_, n) => windows.take([{ ...pair, key: `pair:${n}` }, account])),
    );
    expect(outcomes.filter((outcome) => outcome.taken)).toHaveLength(account.max);
  });

  it('drops attempts older than the longest window as new ones are counted', async () => {
    await database.db.insert(adminLoginFailures).values([
      { key: 'account:old', failedAt: sql`now() - interval '2 hours'` },
      { key: 'account:a', failedAt: sql`now() - interval '30 minutes'` },
    ]);
    await databaseAttemptWindows(database.db, 3600).take([pair]);
    expect(await keys()).toEqual(['account:a', 'pair:a']);
  });
});
