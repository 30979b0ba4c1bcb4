import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { captureLogs } from '../testing/log-capture.ts';
import { counterEnv, testCounterKinds } from '../testing/test-counters.ts';
import { createTestApp, type TestApp, useTestApp } from '../testing/test-app.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';

// find-purchase allows one client 5 requests in 15 minutes.
const LIMIT = 5;
const findPurchase = (testApp: TestApp, n: number) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/find-purchase',
    payload: { email: `buyer${n}@example.com` },
    remoteAddress: '203.0.113.9',
  });

describe.each(testDatabaseKinds())('rate limits across processes on %s', (kind) => {
  describe.each(testCounterKinds())('with %s counters', (counters) => {
    // Two processes of one shop, each on a database of its own: the limit lives in the counters.
    let processes: TestApp[] = [];
    beforeEach(async () => {
      const env = counterEnv(counters);
      processes = await Promise.all([createTestApp(kind, { env }), createTestApp(kind, { env })]);
    }, 120_000);
    afterEach(async () => {
      await Promise.all(processes.map((testApp) => testApp.app.close()));
    });

    it('holds a limit of N at N for one client spread over both', async () => {
      const statuses: number[] = [];
      for (let n = 0; n < 2 * LIMIT + 2; n += 1) {
        statuses.push((await findPurchase(processes[n % 2]!, n)).statusCode);
      }
      const accepted = statuses.filter((status) => status === 202).length;
      // In memory each process counts alone (the reason REDIS_URL exists); in Redis, together.
      expect(accepted).toBe(counters === 'memory' ? 2 * LIMIT : LIMIT);
      if (counters === 'redis') {
        expect(statuses.slice(LIMIT)).toEqual(Array(LIMIT + 2).fill(429));
      }
      const ready = await processes[0]!.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.json()).toEqual({
        status: 'ready',
        database: 'ok',
        ...(counters === 'redis' ? { redis: 'ok' } : {}),
      });
    });
  });

  describe('when Redis cannot be reached', () => {
    const logs = captureLogs();
    // Nothing listens on port 1: the connection is refused at once.
    const t = useTestApp(kind, {
      env: { REDIS_URL: 'redis://127.0.0.1:1', LOG_LEVEL: 'warn' },
      logStream: logs.stream,
    });

    it('lets requests through uncounted, logs it once and stays ready', async () => {
      for (let n = 0; n < LIMIT + 2; n += 1) {
        expect((await findPurchase(t, n)).statusCode).toBe(202);
      }
      const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ready', database: 'ok', redis: 'unreachable' });
      const warnings = logs.lines.filter((line) => line.includes('Redis unreachable: rate limits'));
      expect(warnings).toHaveLength(1);
    });
  });
});
