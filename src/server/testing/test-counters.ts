import { randomBytes } from 'node:crypto';

export type CounterKind = 'memory' | 'redis';

/**
 * Where rate limits count in the tests: in each process's memory always, and in the Redis named
 * by TEST_REDIS_URL when it is set (CI sets it), as TEST_DATABASE_URL adds PostgreSQL.
 */
export function testCounterKinds(): CounterKind[] {
  return process.env.TEST_REDIS_URL ? ['memory', 'redis'] : ['memory'];
}

/**
 * The environment that makes an app count where `kind` says. Each call gets a key prefix of its
 * own, so tests running side by side on one Redis never see each other's counts; apps given the
 * same environment count together, as the processes of one shop do.
 */
export function counterEnv(kind: CounterKind): NodeJS.ProcessEnv {
  if (kind === 'memory') return {};
  const url = process.env.TEST_REDIS_URL;
  if (!url) throw new Error('TEST_REDIS_URL is not set');
  return { REDIS_URL: url, REDIS_KEY_PREFIX: `test-${randomBytes(6).toString('hex')}:` };
}
